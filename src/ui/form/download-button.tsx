import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button-class';

/**
 * The submit button beside the field of a form that makes a CSV on the server and downloads it
 * ("Scarica CSV"), saying it is at work while the file is made.
 */
export function DownloadButton({ submitting }: { submitting: boolean }) {
  const { t } = useLingui();
  return (
    <button
      type="submit"
      disabled={submitting}
      aria-busy={submitting}
      className={`${buttonClass('outline')} min-h-11`}
    >
      {submitting ? t`Preparazione…` : t`Scarica CSV`}
    </button>
  );
}
