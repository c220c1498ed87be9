import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { buttonClass } from '@/ui/button-class';

/** The foot of a desk form opened on a rental's card: its action, busy while it sends, and "Annulla". */
export function DeskFormButtons({
  submitting,
  onCancel,
  children,
}: {
  submitting: boolean;
  onCancel: () => void;
  /** The submit button's label. */
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <div className="flex flex-wrap gap-3">
      <button
        type="submit"
        disabled={submitting}
        aria-busy={submitting}
        className={buttonClass('primary', 'medium')}
      >
        {children}
      </button>
      <button type="button" onClick={onCancel} className={buttonClass('outline', 'medium')}>
        {t`Annulla`}
      </button>
    </div>
  );
}
