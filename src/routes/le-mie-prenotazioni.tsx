import { createFileRoute, Outlet } from '@tanstack/react-router';
import { SignedInGate } from '@/lib/auth/signed-in-gate';
import { QueryProvider } from '@/lib/query/query-provider';

/** Private pages: the list and each ticket render only for a signed-in person. */
export const Route = createFileRoute('/le-mie-prenotazioni')({
  component: MyBookingsLayout,
});

function MyBookingsLayout() {
  return (
    <QueryProvider>
      <SignedInGate>
        <Outlet />
      </SignedInGate>
    </QueryProvider>
  );
}
