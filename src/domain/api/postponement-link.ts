/**
 * The buttons of the postponement mail are links to the manage page carrying the customer's
 * answer: `/gestisci-prenotazione?token=<manage token>&rinvio=mantieni|rimborso`. The page asks
 * to confirm a refund before sending it; nothing is done by opening the link alone.
 */
export const POSTPONEMENT_ANSWER_PARAM = 'rinvio';

export const POSTPONEMENT_ANSWER_VALUES = { keep: 'mantieni', refund: 'rimborso' } as const;
export type PostponementAnswer = keyof typeof POSTPONEMENT_ANSWER_VALUES;

/** The answer a `rinvio` value names, or null for anything else. */
export function postponementAnswerOf(value: unknown): PostponementAnswer | null {
  if (value === POSTPONEMENT_ANSWER_VALUES.keep) return 'keep';
  if (value === POSTPONEMENT_ANSWER_VALUES.refund) return 'refund';
  return null;
}
