import { createEvent } from 'ics';

/** One event of an `.ics` calendar file (RFC 5545). */
export interface CalendarEvent {
  /** Stable across sends, so a calendar updates the event instead of adding a second one. */
  uid: string;
  title: string;
  startsAt: Date;
  durationMinutes: number;
  location: string;
  description: string;
}

/**
 * The text of an `.ics` file holding one event, written by the `ics` library (escaping, line
 * folding). The start is the exact instant in UTC (`…Z`): every calendar shows it at the right hour
 * in its own time zone, where a TZID would need a VTIMEZONE block the library does not write.
 */
export function calendarFile(event: CalendarEvent): string {
  const { error, value } = createEvent({
    uid: event.uid,
    productId: 'valpolicella-ebike-tours',
    title: event.title,
    description: event.description,
    location: event.location,
    start: event.startsAt.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: event.durationMinutes },
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
  });
  if (error || !value) throw error ?? new Error('calendar file not written');
  return value;
}
