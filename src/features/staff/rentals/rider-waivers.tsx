import { useLingui } from '@lingui/react/macro';
import { use, useRef, useState } from 'react';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import type { RosterParticipantWaiver } from '@/domain/staff/roster-waivers';
import { SignHereButton } from '@/features/staff/day/sign-here-button';
import { WaiverSignDialog } from '@/features/staff/day/waiver-sign-dialog';
import { WaiverStateBadge } from '@/features/staff/day/waiver-state-badge';
import { WaiverFormSlot } from '@/features/staff/waiver-form-slot';

interface RiderWaiversProps {
  rental: DeskRental;
  /** Each rider's waiver, this phone's unsent signatures included (`riderWaiversOf`). */
  riders: readonly RosterParticipantWaiver[];
  /** The text in force, as the day's list gave it; without it the desk cannot collect. */
  waiverVersion: string | undefined;
  /** Queues a rider's signature on this phone; throwing keeps the form. */
  onCollect: (
    rental: DeskRental,
    riderIndex: number,
    fields: WaiverSignatureFields,
  ) => Promise<void>;
}

/**
 * The riders of a rental with their waiver's state, each missing one with "Firma qui": the rider
 * signs on the desk's phone (a parent or guardian for a minor), kept on the phone and sent when
 * there is a connection, as on a tour's roster. Shows nothing when the list carries no states (a
 * copy saved before they were listed): unknown is not missing.
 */
export function RiderWaivers({ rental, riders, waiverVersion, onCollect }: RiderWaiversProps) {
  const { t } = useLingui();
  const WaiverForm = use(WaiverFormSlot);
  const [signing, setSigning] = useState<RosterParticipantWaiver | null>(null);
  const heading = useRef<HTMLParagraphElement>(null);
  if (riders.length === 0) return null;
  const canCollect = WaiverForm !== null && waiverVersion !== undefined;
  return (
    <div className="mt-2">
      <p
        ref={heading}
        tabIndex={-1}
        className="text-sm font-medium text-stone-800 focus:outline-none"
      >
        {t`Liberatorie di chi pedala`}
      </p>
      <ul className="mt-1 divide-y divide-stone-100">
        {riders.map(({ name, ...rider }) => (
          <li
            key={rider.participantIndex}
            className="flex flex-wrap items-center justify-between gap-2 py-1.5"
          >
            <span className="flex flex-wrap items-center gap-2">
              <span className="text-stone-900">{name}</span>
              <WaiverStateBadge state={rider.state} pending={rider.pending} />
            </span>
            {rider.state === 'missing' && canCollect && (
              <SignHereButton
                name={name}
                onClick={() => setSigning({ name, ...rider })}
                tone="outline"
                size="small"
              />
            )}
          </li>
        ))}
      </ul>
      {canCollect && (
        <WaiverSignDialog
          WaiverForm={WaiverForm}
          signing={signing && { participantName: signing.name, tourDate: rental.startDate }}
          textVersion={waiverVersion}
          onClose={() => setSigning(null)}
          onSign={(fields) =>
            signing ? onCollect(rental, signing.participantIndex, fields) : Promise.resolve()
          }
          afterSigned={() => requestAnimationFrame(() => heading.current?.focus())}
        />
      )}
    </div>
  );
}
