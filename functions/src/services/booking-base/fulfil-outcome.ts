/**
 * What turning a paid Checkout Session into what it bought did (a booking, a rental, a
 * membership fee, a voucher). The webhook and verifyPayment both call the fulfiller, so each is
 * safe to run twice, concurrently and out of order: the later calls answer `already_paid`.
 */
export type FulfilOutcome = 'paid' | 'already_paid' | 'refunded' | 'ignored';
