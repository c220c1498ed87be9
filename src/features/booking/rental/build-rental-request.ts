import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { rentalCheckoutRequestSchema, type RentalCheckoutRequest } from '@/domain/api/rental';
import type { Locale } from '@/domain/locale';
import type { RentalModelId } from '@/domain/rental/price-list';
import type { FrameSize } from '@/domain/rental/sizes';
import { bookingGatingOf } from '@/features/booking/card/build-booking-request';
import type { BookingFieldErrors } from '@/features/booking/card/booking-field-errors';
import { bikeSizes, ridersForBikes, type RentalFormState } from './rental-form-state';

export type BuiltRentalRequest =
  { ok: true; request: RentalCheckoutRequest } | { ok: false; errors: BookingFieldErrors };

/** The checkout request for the panel's values; `sizes` is the model's size order. */
export function toRentalRequest(
  form: RentalFormState,
  modelId: RentalModelId,
  sizes: readonly FrameSize[],
  locale: Locale,
): RentalCheckoutRequest {
  const riders = ridersForBikes(form).map((name) => name.trim());
  // A lone rider with no name is the customer, as a tour's lone participant is.
  if (riders.length === 1 && riders[0] === '') riders[0] = form.customerName.trim();
  const phone = form.customerPhone.trim();
  const startDate = form.selectedDate ?? '';
  return {
    selection: {
      modelId,
      formula: form.formula,
      startDate,
      endDate: form.formula === 'half_day' ? startDate : (form.endDate ?? ''),
      ...(form.formula === 'half_day' ? { slot: form.slot } : {}),
    },
    bikes: bikeSizes(form, sizes).map((size, index) => ({ size, riderName: riders[index] ?? '' })),
    addOns: Object.entries(form.addOns)
      .filter(([, quantity]) => quantity > 0)
      .map(([addOnId, quantity]) => ({ addOnId, quantity })),
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    // Left out when empty: the SDK sends undefined as null, which the schema refuses.
    ...(phone ? { customerPhone: phone } : {}),
    additionalNotes: form.additionalNotes.trim(),
    gating: bookingGatingOf(form),
    locale,
  };
}

/**
 * A refused path of the request, as the panel's fields are named: the tour card's own names for
 * the fields it shares (so its components show the error), `participantNames.N` for a rider.
 */
export function rentalFieldOf(path: string): string | null {
  const [field, index, leaf] = path.split('.');
  if (field === 'bikes' && index !== undefined && /^\d+$/.test(index)) {
    return leaf === 'size' ? 'bikes' : `participantNames.${index}`;
  }
  if (field === 'bikes' || field === 'addOns') return field;
  if (field === 'selection') return index === 'endDate' ? 'endDate' : 'selectedDate';
  const shared = ['customerName', 'customerEmail', 'customerPhone', 'additionalNotes'];
  return field !== undefined && shared.includes(field) ? field : null;
}

/** The refused paths (here or by the server) as the form-state owner marks them. */
export function rentalFieldErrors(
  paths: readonly string[],
  hiddenCharacters: readonly string[] = [],
): BookingFieldErrors {
  const errors: BookingFieldErrors = {};
  for (const path of paths) {
    const field = rentalFieldOf(path);
    if (field) errors[field] = hiddenCharacters.includes(path) ? 'hiddenCharacters' : 'invalid';
  }
  return errors;
}

/** Builds the request and checks it with the schema the server applies. */
export function buildRentalRequest(
  form: RentalFormState,
  modelId: RentalModelId,
  sizes: readonly FrameSize[],
  locale: Locale,
): BuiltRentalRequest {
  const request = toRentalRequest(form, modelId, sizes, locale);
  const result = rentalCheckoutRequestSchema.safeParse(request);
  if (result.success) return { ok: true, request };
  const { issues } = result.error;
  const paths = issues.map((issue) => issue.path.join('.'));
  const hidden = issues
    .filter((issue) => issue.message === HIDDEN_CHARACTERS_ISSUE)
    .map((issue) => issue.path.join('.'));
  return { ok: false, errors: rentalFieldErrors(paths, hidden) };
}
