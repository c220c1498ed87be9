import { createFileRoute } from '@tanstack/react-router';
import { lazy, useEffect } from 'react';
import { moveSearchQueryOutOfAddress } from '@/features/staff/booking-search/kept-search-query';
import { StaffPage } from '@/features/staff/staff-page';
import { WaiverFormSlot } from '@/features/staff/waiver-form-slot';
import { SignedInGate } from '@/lib/auth/signed-in-gate';
import { QueryProvider } from '@/lib/query/query-provider';
import { textSearchParams } from '@/lib/routing/text-search-params';

/** The staff area: code-split (no staff code in the public pages), signed in, claim-gated. */
/**
 * `vista`: the view (src/features/staff/staff-views.ts); `data`: the day shown by "Giornata";
 * `q`: what "Cerca prenotazione" looks for (a booking's reference from "Da controllare"), moved
 * out of the address on arrival; `tour`: the tour "Calendario" shows.
 */
const validateSearch = textSearchParams(['vista', 'data', 'q', 'tour'], { maxLength: 100 });

export const Route = createFileRoute('/staff')({
  validateSearch,
  // A search names customers: it leaves the address bar (replaced in the history) before
  // anything renders, and "Cerca prenotazione" reads it from the tab's storage.
  beforeLoad: moveSearchQueryOutOfAddress,
  component: StaffRoute,
});

const loadWaiverForm = () => import('@/features/waiver/waiver-sign-form');
const WaiverSignForm = lazy(() =>
  loadWaiverForm().then((module) => ({ default: module.WaiverSignForm })),
);

function StaffRoute() {
  // "Firma qui" is used at the meeting point, often with no signal: the form (and the waiver's
  // text) is fetched as soon as the area opens, so it is in memory even where the service worker
  // has not precached it yet (a first visit).
  useEffect(() => {
    void loadWaiverForm();
  }, []);
  return (
    <QueryProvider>
      <SignedInGate>
        <WaiverFormSlot value={WaiverSignForm}>
          <StaffPage />
        </WaiverFormSlot>
      </SignedInGate>
    </QueryProvider>
  );
}
