import type { ReactNode } from 'react';
import type { ExperiencePage } from '@/content/experience';
import { ExperiencePageView } from '@/ui/page/experience-page-view';
import { BookingSlot } from '@/features/booking/card/booking-slot';
import { useLiveEventPage } from './use-live-event-page';

/**
 * An event's experience page with its dates and status from the live schedule and its booking card:
 * the walks under /eventi and the chestnut tour. `badgeIsStatus` says the page's own badge is its
 * status (see useLiveEventPage); `lead` is what the page shows before its description.
 */
export function LiveEventPageView({
  content,
  badgeIsStatus,
  lead,
}: {
  content: ExperiencePage;
  badgeIsStatus: boolean;
  lead?: ReactNode;
}) {
  const { page, statusBadge } = useLiveEventPage(content, { badgeIsStatus });
  return (
    <ExperiencePageView
      page={page}
      statusBadge={statusBadge}
      back="events"
      booking={<BookingSlot tourId={page.bookingId} />}
      lead={lead}
    />
  );
}
