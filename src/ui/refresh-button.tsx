import { useLingui } from '@lingui/react/macro';
import { BusyButton } from './busy-button';

interface RefreshButtonProps {
  /** The list is being read again: the button waits, and says so to screen readers. */
  busy: boolean;
  onClick: () => void;
}

/** "Aggiorna" beside a staff list: reads it again from the server. */
export function RefreshButton({ busy, onClick }: RefreshButtonProps) {
  const { t } = useLingui();
  return (
    <BusyButton busy={busy} tone="outline" size="small" onClick={onClick}>
      {t`Aggiorna`}
    </BusyButton>
  );
}
