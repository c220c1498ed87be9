import { QueryProvider } from '@/lib/query/query-provider';
import { FeeStep, type FeeStepProps } from './fee-step';

/**
 * The fee step with the query its payment check runs on. /modulistica loads it as a chunk once an
 * application is sent, so TanStack Query stays out of the form's first load: the form itself
 * calls the backend through its own submit, without Query.
 */
export function FeeStepPanel(props: FeeStepProps) {
  return (
    <QueryProvider>
      <FeeStep {...props} />
    </QueryProvider>
  );
}
