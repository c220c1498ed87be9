import { get, set } from 'idb-keyval';
import { startTransition, useEffect, useState } from 'react';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { TourId } from '@/domain/tours';
import { yieldToMain } from '@/lib/yield-to-main';

export type LiveSchedules = Partial<Record<TourId, AvailabilityResponse>>;

const storageKey = (tourId: TourId) => `schedule:${tourId}`;

async function lastKnown(tourId: TourId): Promise<AvailabilityResponse | undefined> {
  // The schema (and zod with it) loads here, after the first paint, not with the page.
  const [stored, { availabilityResponseSchema }] = await Promise.all([
    get(storageKey(tourId)),
    import('@/domain/api/availability'),
  ]);
  const parsed = availabilityResponseSchema.safeParse(stored);
  return parsed.success ? parsed.data : undefined;
}

/**
 * The live schedules of the events a page shows the status of (/eventi, an event's page), asked
 * for once the page is interactive: prerendered HTML shows the content's status, and the live one
 * replaces it. The last answers stay on the device, so offline the page shows the last known
 * status. The callable (and Firebase) is loaded only here, after the first paint.
 */
export function useLiveSchedules(tourIds: readonly TourId[]): LiveSchedules {
  const [answers, setAnswers] = useState<LiveSchedules>({});
  const key = tourIds.join(',');
  useEffect(() => {
    let current = true;
    const ids = key.split(',') as TourId[];
    const keep = (tourId: TourId, answer: AvailabilityResponse, onlyIfMissing: boolean) => {
      if (!current) return;
      // A transition: the cards re-render in slices that yield to the visitor's taps.
      startTransition(() =>
        setAnswers((known) =>
          onlyIfMissing && known[tourId] ? known : { ...known, [tourId]: answer },
        ),
      );
    };
    // The effect runs in the task that commits the page (at hydration, with every other effect
    // of the page): reading the device's copies and loading the callable each wait for a task of
    // their own, so none lengthens that one.
    void (async () => {
      await yieldToMain();
      if (!current) return;
      for (const tourId of ids) {
        void lastKnown(tourId).then((known) => known && keep(tourId, known, true));
      }
      await yieldToMain();
      if (!current) return;
      const { getAvailability } = await import('./api/get-availability');
      await Promise.all(
        ids.map((tourId) =>
          getAvailability(tourId)
            .then(async (live) => {
              keep(tourId, live, false);
              await set(storageKey(tourId), live);
            })
            .catch((error: unknown) => console.warn('Live schedule unavailable', tourId, error)),
        ),
      );
    })();
    return () => {
      current = false;
    };
  }, [key]);
  return answers;
}
