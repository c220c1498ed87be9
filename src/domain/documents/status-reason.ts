/**
 * Why a booking or a rental left `pending` or `paid`, as its `statusReason` records it. Nothing
 * reads it to decide: it is there for whoever looks at the document in the Firebase console.
 * The schemas read it as any string, so that a document written by an earlier version (whose
 * words may differ) still reads.
 */
export const STATUS_REASONS = [
  /** Its Checkout was left unpaid until its hold ran out (the 15-minute job). */
  'hold_timed_out',
  /** Stripe said its Checkout Session expired. */
  'checkout_session_expired',
  /** Its delayed payment failed at Stripe. */
  'payment_failed',
  /** The customer came back from Checkout without paying. */
  'checkout_abandoned',
  /** The same customer started again: the earlier attempt's hold was given back. */
  'replaced_by_new_attempt',
  /** Stripe did not answer when its Checkout was to open. */
  'payment_provider_unavailable',
  /** A refund of the whole payment was made in the Stripe dashboard. */
  'refunded_in_stripe',
  /** A booking cancelled by its customer. */
  'cancelled_by_customer',
  /** A booking cancelled by a manager. */
  'cancelled_by_staff',
  /** A booking whose tour date staff called off for bad weather. */
  'tour_date_cancelled_weather',
  /** A checkout still open when staff postponed its tour date for bad weather. */
  'tour_date_postponed_weather',
  /** A booking of a date postponed for bad weather whose customer chose the full refund. */
  'tour_date_postponed_refund',
  /** A provisional booking whose membership application the board rejected. */
  'membership_rejected',
  /** A rental cancelled by its customer. */
  'customer_cancelled',
  /** A rental staff called off for bad weather. */
  'cancelled_for_weather',
] as const;
export type StatusReason = (typeof STATUS_REASONS)[number];
