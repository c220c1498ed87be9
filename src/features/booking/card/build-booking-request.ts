import { bookingRequestSchema, type BookingRequest } from '@/domain/api/booking';
import { HIDDEN_CHARACTERS_ISSUE } from '@/domain/api/text';
import { TERMS_VERSION } from '@/domain/terms';
import type { TourId } from '@/domain/tours';
import type { Locale } from '@/domain/locale';
import { namesForParticipants, type BookingFormState } from './booking-form-state';

/** A form field the shared request schema refused, for the form to highlight. */
export type InvalidField =
  'customerName' | 'customerEmail' | 'customerPhone' | 'participantNames' | 'additionalNotes';

export type BuiltRequest =
  | { ok: true; request: BookingRequest }
  | {
      ok: false;
      invalidFields: InvalidField[];
      invalidNameIndexes: number[];
      /**
       * The refused paths ("customerName", "participantNames.1") whose text holds invisible
       * characters: they look right, so they get a message of their own.
       */
      hiddenCharacters: string[];
    };

/**
 * The members-only gating a request carries, from the card's member box, terms and declaration:
 * the tour booking and the rental panel send the same one.
 */
export function bookingGatingOf(
  form: Pick<BookingFormState, 'membership' | 'termsAcceptedAt' | 'medicalDeclared'>,
): BookingRequest['gating'] {
  const { membership } = form;
  const check = membership.check;
  return {
    isMember: membership.isMember,
    termsAccepted: form.termsAcceptedAt !== null,
    termsVersion: TERMS_VERSION,
    termsAcceptedAt: form.termsAcceptedAt ?? '',
    medicalCertDeclared: form.medicalDeclared,
    // The server finds the member itself; the register's numbers never reach the browser.
    memberId: null,
    memberMatch:
      check.kind === 'verified'
        ? 'found'
        : check.kind === 'applied'
          ? 'pending_application'
          : 'not_found',
    // The server books on it only if it stored that application itself, for this name, lately.
    ...(check.kind === 'applied' ? { applicationId: check.applicationId } : {}),
    memberNameEntered: membership.name.trim(),
  };
}

/** The request body as the spec's entity (§3): the form's values plus the gating object. */
export function toBookingRequest(
  form: BookingFormState,
  tourId: TourId,
  locale: Locale,
  /** The waiting-list offer's token the page was opened with: its held seats count as free. */
  waitlistOffer?: string,
): BookingRequest {
  const names = namesForParticipants(form).map((name) => name.trim());
  // A lone participant with no name is the customer (requirements §5).
  if (names.length === 1 && names[0] === '') names[0] = form.customerName.trim();
  const phone = form.customerPhone.trim();
  return {
    tourId,
    customerName: form.customerName.trim(),
    customerEmail: form.customerEmail.trim(),
    // Left out when empty: the Firebase SDK sends an undefined property as null, which the
    // shared schema (optional, not nullable) refuses.
    ...(phone ? { customerPhone: phone } : {}),
    participants: form.participants,
    selectedDate: form.selectedDate ?? '',
    additionalNotes: form.additionalNotes.trim(),
    participantNames: names,
    gating: bookingGatingOf(form),
    locale,
    ...(waitlistOffer ? { waitlistOffer } : {}),
    ...(form.voucher ? { voucherCode: form.voucher.code } : {}),
  };
}

/** Builds the request and checks it with the same zod schema the server applies. */
export function buildBookingRequest(
  form: BookingFormState,
  tourId: TourId,
  locale: Locale,
  waitlistOffer?: string,
): BuiltRequest {
  const request = toBookingRequest(form, tourId, locale, waitlistOffer);
  const result = bookingRequestSchema.safeParse(request);
  if (result.success) return { ok: true, request };
  const { issues } = result.error;
  return invalidInputs(
    issues.map((issue) => issue.path.join('.')),
    issues
      .filter((issue) => issue.message === HIDDEN_CHARACTERS_ISSUE)
      .map((issue) => issue.path.join('.')),
  );
}

const TEXT_FIELDS = new Set<string>([
  'customerName',
  'customerEmail',
  'customerPhone',
  'additionalNotes',
] satisfies InvalidField[]);

function isTextField(field: string | undefined): field is InvalidField {
  return field !== undefined && TEXT_FIELDS.has(field);
}

/**
 * The inputs behind a list of refused field paths ("customerEmail", "participantNames.2"), from
 * the shared schema here or from the server's error, for the form to mark.
 */
export function invalidInputs(
  paths: readonly string[],
  hiddenCharacters: readonly string[] = [],
): Extract<BuiltRequest, { ok: false }> {
  const invalidFields = new Set<InvalidField>();
  const invalidNameIndexes = new Set<number>();
  for (const path of paths) {
    const [field, index] = path.split('.');
    if (field === 'participantNames') {
      invalidFields.add('participantNames');
      if (index !== undefined && /^\d+$/.test(index)) invalidNameIndexes.add(Number(index));
    } else if (isTextField(field)) {
      invalidFields.add(field);
    }
  }
  return {
    ok: false,
    invalidFields: [...invalidFields],
    invalidNameIndexes: [...invalidNameIndexes],
    hiddenCharacters: [...hiddenCharacters],
  };
}
