import { Plural, useLingui } from '@lingui/react/macro';
import type { UnsentStaffWork } from '@/lib/staff/unsent-before-sign-out';
import { ConfirmDialog } from '@/ui/confirm-dialog';

interface UnsentStaffWorkDialogProps {
  unsent: UnsentStaffWork;
  onStay: () => void;
  onSignOutAnyway: () => void;
}

/**
 * Asked before signing out while staff work done offline (check-ins, waivers signed on this phone,
 * bikes handed out or taken back at the desk) is still on this device: signing out empties the
 * device's private store, so it would be lost. Staying is the focused choice.
 */
export function UnsentStaffWorkDialog({
  unsent,
  onStay,
  onSignOutAnyway,
}: UnsentStaffWorkDialogProps) {
  const { t } = useLingui();
  const { checkIns, waivers, deskActions } = unsent;
  const title =
    deskActions > 0
      ? checkIns + waivers === 0
        ? t`Ritiri e riconsegne non ancora inviati`
        : t`Lavoro dello staff non ancora inviato`
      : waivers === 0
        ? t`Check-in non ancora inviati`
        : checkIns === 0
          ? t`Liberatorie non ancora inviate`
          : t`Check-in e liberatorie non ancora inviati`;
  return (
    <ConfirmDialog
      open
      onOpenChange={(open) => !open && onStay()}
      title={title}
      confirmLabel={t`Esci e scarta`}
      busyLabel={t`Uscita...`}
      cancelLabel={t`Resta connesso`}
      busy={false}
      onConfirm={onSignOutAnyway}
    >
      {checkIns > 0 && (
        <p>
          <Plural
            value={checkIns}
            one="Su questo dispositivo c'è # check-in non ancora inviato. Uscendo ora andrebbe perso."
            other="Su questo dispositivo ci sono # check-in non ancora inviati. Uscendo ora andrebbero persi."
          />
        </p>
      )}
      {waivers > 0 && (
        <p>
          <Plural
            value={waivers}
            one="Su questo dispositivo c'è # liberatoria firmata non ancora inviata. Uscendo ora andrebbe persa."
            other="Su questo dispositivo ci sono # liberatorie firmate non ancora inviate. Uscendo ora andrebbero perse."
          />
        </p>
      )}
      {deskActions > 0 && (
        <p>
          <Plural
            value={deskActions}
            one="Su questo dispositivo c'è # ritiro o riconsegna di bici non ancora inviato. Uscendo ora andrebbe perso."
            other="Su questo dispositivo ci sono # ritiri o riconsegne di bici non ancora inviati. Uscendo ora andrebbero persi."
          />
        </p>
      )}
      <p>{t`Torna dove c'è connessione e apri l'area staff: partono da soli. Poi potrai uscire.`}</p>
    </ConfirmDialog>
  );
}
