import { useLingui } from '@lingui/react/macro';
import { use, useRef, useState } from 'react';
import type { RosterBooking, StaffRoster } from '@/domain/api/staff';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import {
  judgeTicketCode,
  missingWaiversOfVerdict,
  type CheckInVerdict,
} from '@/domain/staff/check-in-verdict';
import type { CollectedWaivers, RosterParticipantWaiver } from '@/domain/staff/roster-waivers';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { TitledSection } from '@/ui/titled-section';
import { CheckInVerdictBanner } from './check-in-verdict-banner';
import { TicketCodeField } from './ticket-code-field';
import { WaiverFormSlot } from '@/features/staff/waiver-form-slot';
import { WaiverSignDialog } from './waiver-sign-dialog';

export interface CheckInPanelProps {
  roster: StaffRoster;
  /** The phone's day in Rome (todayInRome): a ticket admits on its tour's day only. */
  today: string;
  /** This device's check-ins the roster does not show yet (bookingId → time of the scan). */
  unsent: ReadonlyMap<string, string>;
  onAdmitted: (bookingId: string) => Promise<void>;
  /** Signatures collected on this device the roster does not show yet. */
  collected: CollectedWaivers;
  onCollect: (
    booking: RosterBooking,
    participantIndex: number,
    fields: WaiverSignatureFields,
  ) => Promise<void>;
}

interface Signing {
  booking: RosterBooking;
  participant: RosterParticipantWaiver;
}

/** The verdict's booking as the roster holds it now (refreshed since the scan, maybe). */
function currentBooking(verdict: CheckInVerdict | null, roster: StaffRoster) {
  if (!verdict || !('booking' in verdict)) return undefined;
  const { bookingId } = verdict.booking;
  return roster.bookings.find((booking) => booking.bookingId === bookingId) ?? verdict.booking;
}

/**
 * "Codice biglietto": the QR content from the camera, the same text typed by a hardware scanner
 * (which ends with Enter), or the 8-character reference typed by hand. Judged on the device
 * against the day's roster, so it works with no signal; an admitted party is checked in at once,
 * and whoever in it has not signed the waiver signs on this phone ("Firma qui").
 */
export function CheckInPanel({
  roster,
  today,
  unsent,
  onAdmitted,
  collected,
  onCollect,
}: CheckInPanelProps) {
  const { t } = useLingui();
  const [verdict, setVerdict] = useState<CheckInVerdict | null>(null);
  const [signing, setSigning] = useState<Signing | null>(null);
  const waiverSummary = useRef<HTMLParagraphElement>(null);
  const booking = currentBooking(verdict, roster);
  const { waiverVersion } = roster;
  const WaiverForm = use(WaiverFormSlot);
  // An offline copy saved before the text had versions cannot say which text is signed.
  const canCollect = waiverVersion !== undefined && WaiverForm !== null;
  const missing = verdict ? missingWaiversOfVerdict(verdict, roster, collected) : [];
  const input = useRef<HTMLInputElement>(null);
  const form = useCheckedForm<{ code: string }, 'code', string>({
    initial: { code: '' },
    check: ({ code }) =>
      code.trim() === '' ? { code: t`Inquadra o scrivi il codice del biglietto.` } : {},
    send: async ({ code }) => {
      try {
        const answer = await judgeTicketCode(code, roster, unsent, today);
        if (answer.kind === 'admitted') await onAdmitted(answer.booking.bookingId);
        setVerdict(answer);
        form.setField('code', '');
      } finally {
        // Ready for the next party: a hardware scanner types into the focused field.
        input.current?.focus();
      }
    },
    onFailed: (error) => console.error('Ticket code not judged', error),
  });

  return (
    <TitledSection title={t`Check-in`} className="mt-8">
      <TicketCodeField
        form={form}
        hint={t`Inquadra il QR con la fotocamera, usa un lettore oppure scrivi il codice di 8 caratteri.`}
        submitLabel={t`Verifica`}
        inputRef={input}
        className="mt-3"
      />
      <div role="status" aria-live="assertive">
        {verdict && (
          <CheckInVerdictBanner
            verdict={verdict}
            waivers={{
              known: (booking?.waivers.length ?? 0) > 0,
              missing,
              summaryRef: waiverSummary,
              onSign:
                booking && canCollect
                  ? (participant) => setSigning({ booking, participant })
                  : undefined,
            }}
          />
        )}
      </div>
      {waiverVersion && WaiverForm && (
        <WaiverSignDialog
          WaiverForm={WaiverForm}
          signing={
            signing && {
              participantName: signing.participant.name,
              tourDate: signing.booking.selectedDate,
            }
          }
          textVersion={waiverVersion}
          onClose={() => setSigning(null)}
          onSign={(fields) =>
            signing
              ? onCollect(signing.booking, signing.participant.participantIndex, fields)
              : Promise.resolve()
          }
          afterSigned={() => requestAnimationFrame(() => waiverSummary.current?.focus())}
        />
      )}
    </TitledSection>
  );
}
