import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import { onCall, type CallableRequest } from 'firebase-functions/v2/https';
import { myBookingsRequestSchema, type MyBookingsResponse } from '../../src/domain/api/my-bookings';
import { failure, parseInput } from './lib/callable-errors';
import { db } from './lib/firestore';
import { listBookingsOf } from './services/my-bookings';

/** What the handler reads from a callable request: the verified token's uid and the data. */
export type MyBookingsCall = Pick<CallableRequest, 'auth' | 'data'>;

/** myBookings: the signed-in caller's own bookings; anyone else is refused. */
export async function handleMyBookings(
  deps: { db: Firestore; now: () => Date },
  request: MyBookingsCall,
): Promise<MyBookingsResponse> {
  const uid = request.auth?.uid;
  if (!uid) {
    throw failure(
      'unauthenticated',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED: sign in to see your bookings',
    );
  }
  parseInput(myBookingsRequestSchema, request.data ?? {});
  const answer = await listBookingsOf(deps.db, uid, deps.now());
  logger.info('my bookings read', { count: answer.bookings.length });
  return answer;
}

export const myBookings = onCall({ cors: false }, (request) =>
  handleMyBookings({ db: db(), now: () => new Date() }, request),
);
