import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button-class';

/**
 * The submit button beside the field of a form that makes a file and downloads it ("Scarica
 * CSV", or "Scarica PDF"), saying it is at work while the file is made.
 */
export function DownloadButton({
  submitting,
  format = 'csv',
}: {
  submitting: boolean;
  format?: 'csv' | 'pdf';
}) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      className={`${buttonClass('outline')} min-h-11`}
    >
      {submitting ? t`Preparazione…` : format === 'pdf' ? t`Scarica PDF` : t`Scarica CSV`}
    </button>
  );
}
