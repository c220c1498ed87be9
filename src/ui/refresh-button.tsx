import { useLingui } from '@lingui/react/macro';
import { buttonClass } from '@/ui/button-class';

interface RefreshButtonProps {
  /** The list is being read again: the button waits, and says so to screen readers. */
  busy: boolean;
  onClick: () => void;
}

/** "Aggiorna" beside a staff list: reads it again from the server. */
export function RefreshButton({ busy, onClick }: RefreshButtonProps) {
  const { t } = useLingui();
  return (
    <button
      type="button"
      className={buttonClass('outline', 'small')}
      disabled={busy}
      aria-busy={busy}
      onClick={onClick}
    >
      {t`Aggiorna`}
    </button>
  );
}
