import { get, set } from 'idb-keyval';
import { startTransition, useEffect, useState } from 'react';
import type { AvailabilityResponse } from '@/domain/api/availability';
import type { TourId } from '@/domain/tours';
import type { ZodType } from '@/domain/zod';
import { yieldToMain } from '@/lib/yield-to-main';

export type LiveSchedules = Partial<Record<TourId, AvailabilityResponse>>;

const storageKey = (tourId: TourId) => `schedule:${tourId}`;

let schemaLoading: Promise<ZodType<AvailabilityResponse>> | undefined;

/**
 * The answer's schema, loaded after the first paint, not with the page. The schedule's schema
 * (with zod) and the answer's evaluate in tasks of their own: importing the answer's schema at
 * once evaluated both in one task of 15–33 ms, a blocking task on a phone.
 */
function availabilitySchema(): Promise<ZodType<AvailabilityResponse>> {
  schemaLoading ??= (async () => {
    await import('@/domain/schedule-schema');
    await yieldToMain();
    return (await import('@/domain/api/availability')).availabilityResponseSchema;
  })().catch((error: unknown) => {
    schemaLoading = undefined;
    throw error;
  });
  return schemaLoading;
}

async function lastKnown(tourId: TourId): Promise<AvailabilityResponse | undefined> {
  const [stored, schema] = await Promise.all([get(storageKey(tourId)), availabilitySchema()]);
  await yieldToMain();
  const parsed = schema.safeParse(stored);
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
      const known = ids.map((tourId) =>
        lastKnown(tourId).then((answer) => answer && keep(tourId, answer, true)),
      );
      // The callable's module imports the schemas too: only once they are evaluated, step by step.
      await Promise.allSettled(known);
      await yieldToMain();
      if (!current) return;
      const { getAvailability } = await import('@/features/booking/api/get-availability');
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
