import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';

/** An event whose dates are all past: no booking, a pointer to the tours that run every weekend. */
export function EventConcluded() {
  return (
    <div role="status" className="mt-5 rounded-md border border-stone-300 bg-stone-50 p-4">
      <p className="font-medium text-stone-900">
        <Trans>Questo evento è concluso.</Trans>
      </p>
      <p className="mt-1 text-stone-800">
        <Trans>
          Le prossime date saranno pubblicate qui. Intanto i nostri tour partono ogni fine
          settimana:{' '}
          <Link to="/tour" className="font-medium text-vine-800 underline">
            scopri i tour
          </Link>
        </Trans>
      </p>
    </div>
  );
}
