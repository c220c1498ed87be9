/**
 * Field names never written to a draft, at any depth. Card data never passes through the site
 * (Stripe Checkout collects it), and passwords are not form drafts; this guards against a future
 * form handing them over by mistake.
 */
const SECRET_FIELD = /password|passcode|card|cvc|cvv|iban/i;

/** A copy of a form's state without secret fields, ready to be stored. */
export function withoutSecrets(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutSecrets);
  if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
    return Object.fromEntries(
      Object.entries(value)
        .filter(([name]) => !SECRET_FIELD.test(name))
        .map(([name, field]) => [name, withoutSecrets(field)]),
    );
  }
  return value;
}
