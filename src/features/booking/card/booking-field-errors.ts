import type { FieldErrors } from '@/ui/form/use-checked-form';
import type { InvalidField } from './build-booking-request';
import type { InvalidInputs } from './use-booking-submit';

/**
 * A refused path of the request ("customerName", "participantNames.1"): invisible characters get
 * a message of their own (the text looks right), any other problem the field's usual one.
 */
export type BookingFieldErrors = FieldErrors<string, 'hiddenCharacters' | 'invalid'>;

/** The refused inputs as the form-state owner marks them, one entry per path. */
export function toBookingFieldErrors(invalid: InvalidInputs): BookingFieldErrors {
  if (!invalid) return {};
  const errors: BookingFieldErrors = {};
  for (const field of invalid.invalidFields) errors[field] = 'invalid';
  for (const index of invalid.invalidNameIndexes) errors[`participantNames.${index}`] = 'invalid';
  for (const path of invalid.hiddenCharacters) errors[path] = 'hiddenCharacters';
  return errors;
}

const FIELDS = new Set<string>([
  'customerName',
  'customerEmail',
  'customerPhone',
  'participantNames',
  'additionalNotes',
] satisfies InvalidField[]);

/** What the card's fields read back: which fields, which names, which paths hold hidden text. */
export function bookingInputsMarked(errors: BookingFieldErrors) {
  const paths = Object.keys(errors);
  const invalidFields = [
    ...new Set(paths.map((path) => path.split('.')[0]!).filter((field) => FIELDS.has(field))),
  ] as InvalidField[];
  const invalidNameIndexes = paths
    .map((path) => /^participantNames\.(\d+)$/.exec(path)?.[1])
    .filter((index) => index !== undefined)
    .map(Number);
  const hiddenCharacters = paths.filter((path) => errors[path] === 'hiddenCharacters');
  return { invalidFields, invalidNameIndexes, hiddenCharacters };
}
