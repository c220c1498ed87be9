import { createFileRoute } from '@tanstack/react-router';
import { StaffPage } from '@/features/staff/staff-page';
import { SignedInGate } from '@/lib/auth/signed-in-gate';
import { QueryProvider } from '@/lib/query/query-provider';

/** The staff area: code-split (no staff code in the public pages), signed in, claim-gated. */
export const Route = createFileRoute('/staff')({
  component: StaffRoute,
});

function StaffRoute() {
  return (
    <QueryProvider>
      <SignedInGate>
        <StaffPage />
      </SignedInGate>
    </QueryProvider>
  );
}
