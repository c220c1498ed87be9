import { createFileRoute } from '@tanstack/react-router';
import { CASTAGNE_PAGE } from '@/content/event-pages/castagne';
import { LiveEventPageView } from '@/features/booking/events/live-event-page-view';
import { WithJoinForm } from '@/routes/-components/booking/with-join-form';
import { EventDates, SpotsBanner } from './-components/castagne/event-dates';
import { ValueBreakdown } from './-components/castagne/value-breakdown';

export const Route = createFileRoute('/tour-delle-castagne')({
  component: ChestnutTourPage,
});

/** The chestnut tour: an event page whose badge stays "Posti limitati" until it is full or over. */
function ChestnutTourPage() {
  return (
    <WithJoinForm>
      <LiveEventPageView
        content={CASTAGNE_PAGE}
        badgeIsStatus={false}
        lead={
          <>
            <SpotsBanner />
            <EventDates />
            <ValueBreakdown />
          </>
        }
      />
    </WithJoinForm>
  );
}
