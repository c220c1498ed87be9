/**
 * Field names never written to a draft, at any depth.
 * - Secrets: card data never passes through the site (Stripe Checkout collects it) and passwords
 *   are not drafts; this guards against a future form handing them over by mistake.
 * - Identity data: tax codes, identity documents, birth data, signatures, and everything about a
 *   minor or their parent. A draft sits on a device that may be shared (a hotel's tablet, a
 *   family's phone); re-typing them costs little, leaving them there could cost a lot.
 */
const SECRET_FIELD = /password|passcode|card|cvc|cvv|iban/i;
const IDENTITY_FIELD = /taxcode|fiscal|document|birth|signature|^minor|^parent/i;

const kept = (name: string) => !SECRET_FIELD.test(name) && !IDENTITY_FIELD.test(name);

/** A copy of a form's state holding only what may be kept on the device. */
export function draftable(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(draftable);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => kept(name))
        .map(([name, field]) => [name, draftable(field)]),
    );
  }
  return value;
}
