import { Plural, useLingui } from '@lingui/react/macro';
import { ConfirmDialog } from '@/ui/confirm-dialog';

interface UnsentCheckInsDialogProps {
  count: number;
  onStay: () => void;
  onSignOutAnyway: () => void;
}

/**
 * Asked before signing out while check-ins made offline are still on this device: signing out
 * empties the device's private store, so they would be lost. Staying is the focused choice.
 */
export function UnsentCheckInsDialog({
  count,
  onStay,
  onSignOutAnyway,
}: UnsentCheckInsDialogProps) {
  const { t } = useLingui();
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onStay()}
      title={t`Check-in non ancora inviati`}
      confirmLabel={t`Esci e scarta`}
      busyLabel={t`Uscita...`}
      cancelLabel={t`Resta connesso`}
      busy={false}
      onConfirm={onSignOutAnyway}
    >
      <p>
        <Plural
          value={count}
          one="Su questo dispositivo c'è # check-in non ancora inviato. Uscendo ora andrebbe perso."
          other="Su questo dispositivo ci sono # check-in non ancora inviati. Uscendo ora andrebbero persi."
        />
      </p>
      <p>{t`Torna dove c'è connessione e apri l'area staff: partono da soli. Poi potrai uscire.`}</p>
    </ConfirmDialog>
  );
}
