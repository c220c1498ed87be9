import { Plural, Trans } from '@lingui/react/macro';
import { seatsLevel } from '@/domain/capacity';

/** The remaining-places line of a limited tour (requirements §9), announced politely when it changes. */
export function CapacityLine({ remaining }: { remaining: number | undefined }) {
  return (
    <p role="status" aria-live="polite" className="mt-2 min-h-5 text-sm font-medium">
      {remaining !== undefined && <CapacityText remaining={remaining} />}
    </p>
  );
}

function CapacityText({ remaining }: { remaining: number }) {
  switch (seatsLevel(remaining)) {
    case 'full':
      return (
        <span className="text-wine-700">
          <Trans>Questa data è al completo.</Trans>
        </span>
      );
    case 'few':
      return (
        <span className="text-wine-700">
          <Plural value={remaining} one="Solo # posto rimanente!" other="Solo # posti rimanenti!" />
        </span>
      );
    case 'available':
      return (
        <span className="text-vine-700">
          <Plural value={remaining} one="# posto disponibile" other="# posti disponibili" />
        </span>
      );
  }
}
