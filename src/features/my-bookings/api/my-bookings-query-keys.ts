/**
 * The key of "my bookings", apart from its query function: the manage page refreshes the list
 * after a cancellation without loading the list's module (and the sign-in it waits for).
 */

/** Every account's list of bookings: what a change to one booking invalidates. */
export const MY_BOOKINGS_QUERY_PREFIX = ['my-bookings'] as const;

export function myBookingsQueryKey(uid: string) {
  return [...MY_BOOKINGS_QUERY_PREFIX, uid] as const;
}
