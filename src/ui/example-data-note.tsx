import { Trans } from '@lingui/react/macro';
import { ASSOCIATION } from '@/content/association';

/**
 * Said beside the association's details while they are the demo's invented ones, so nobody calls
 * a stranger's number or writes to an address that is not the association's.
 */
export function ExampleDataNote({ className = '' }: { className?: string }) {
  if (!ASSOCIATION.example) return null;
  return (
    <p className={`text-xs font-medium ${className}`} data-example-data-note>
      <Trans>
        Dati di esempio: recapiti, indirizzo e codici fiscali di questa demo sono inventati e non
        appartengono all'associazione.
      </Trans>
    </p>
  );
}
