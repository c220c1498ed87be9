import { Plural, useLingui } from '@lingui/react/macro';
import type { Ref } from 'react';
import type { RosterParticipantWaiver } from '@/domain/staff/roster-waivers';
import { SignHereButton } from './sign-here-button';

export interface VerdictWaiversProps {
  /** Whether the roster carries waiver states at all (an older offline copy does not). */
  known: boolean;
  missing: readonly RosterParticipantWaiver[];
  /** Opens the signing form for one participant; absent when this phone cannot collect. */
  onSign?: (participant: RosterParticipantWaiver) => void;
  /** The summary line, where focus lands after a signature (its button is gone by then). */
  summaryRef?: Ref<HTMLParagraphElement>;
}

/**
 * The party's waivers under the verdict: how many are missing and whose, each with "Firma qui"
 * so the participant signs on the guide's phone; or that all are signed.
 */
export function VerdictWaivers({ known, missing, onSign, summaryRef }: VerdictWaiversProps) {
  const { t } = useLingui();
  if (!known) return null;
  if (missing.length === 0) {
    return (
      <p ref={summaryRef} tabIndex={-1} className="mt-3 text-lg font-semibold focus:outline-none">
        {t`Liberatorie: tutte firmate`}
      </p>
    );
  }
  return (
    <div
      data-testid="missing-waivers"
      className="mt-4 rounded-xl bg-white p-4 text-stone-900 ring-4 ring-amber-300"
    >
      <p ref={summaryRef} tabIndex={-1} className="text-2xl font-extrabold focus:outline-none">
        <Plural
          value={missing.length}
          one="# liberatoria mancante"
          other="# liberatorie mancanti"
        />
      </p>
      <ul className="mt-2 divide-y divide-stone-200">
        {missing.map(({ name, ...participant }) => (
          <li
            key={participant.participantIndex}
            className="flex flex-wrap items-center justify-between gap-2 py-2"
          >
            <span className="text-lg font-semibold">{name}</span>
            {onSign && (
              <SignHereButton
                name={name}
                onClick={() => onSign({ name, ...participant })}
                tone="primary"
                size="medium"
              />
            )}
          </li>
        ))}
      </ul>
    </div>
  );
}
