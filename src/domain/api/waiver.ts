import { z } from '@/domain/zod';
import { isIsoDate } from '@/domain/calendar';
import { LOCALES } from '@/domain/locale';
import { TOUR_IDS } from '@/domain/tours';
import { isMinorOn, WAIVER_STATES } from '@/domain/waiver';
import { PARTICIPANTS_MAX, PERSON_NAME_MAX_LENGTH } from './party';
import { RENTAL_BIKES_MAX } from './rental';
import { ID_MAX_LENGTH, idSchema } from './ids';
import { DATE_LENGTH, TIMESTAMP_MAX_LENGTH, TOUR_NAME_MAX_LENGTH } from './lengths';
import { singleLineText } from './text';

/**
 * The liability waiver's callables: a participant's page (`/liberatoria?token=…`) reads and signs
 * their own waiver by a signed link; staff collect signatures on their phone at the meeting point
 * (possibly offline, queued and sent later like check-ins).
 */

/**
 * A participant's signing link: `<id>.<participantIndex>.<signature>`, the id a booking's or a
 * rental's (HMAC-SHA256, a purpose of its own for each:
 * functions/src/services/waiver-base/waiver-link.ts). Checked in shape here, in full on the server.
 */
export const WAIVER_TOKEN_MAX_LENGTH = 160;
export const waiverTokenSchema = z
  .string()
  .max(WAIVER_TOKEN_MAX_LENGTH)
  .regex(/^[A-Za-z0-9_-]{1,64}\.\d\.[A-Za-z0-9_-]{43}$/);

/** The page route both languages share. */
export const WAIVER_PATH = '/liberatoria';

export const WAIVER_TEXT_LIMITS = {
  signerName: PERSON_NAME_MAX_LENGTH,
  place: 100,
  guardianName: PERSON_NAME_MAX_LENGTH,
  guardianSignature: PERSON_NAME_MAX_LENGTH,
} as const;

/** A participant's place: a tour's up to nine participants, a rental's one rider per bike. */
const participantIndexUnder = (most: number) =>
  z
    .number()
    .int()
    .min(0)
    .max(most - 1);

/** Who signs for a minor. */
export const GUARDIAN_RELATIONSHIPS = ['parent', 'legal_guardian'] as const;
export type GuardianRelationship = (typeof GUARDIAN_RELATIONSHIPS)[number];

/** Issue messages are codes: the form translates them on the field concerned. */
export const WAIVER_ISSUES = {
  required: 'required',
  date: 'date',
  /** A birth date after the tour, or absurdly long ago. */
  birthDateOutOfRange: 'birth-date:out-of-range',
  /** The guardian's typed signature is not their name as written above it. */
  signatureMismatch: 'guardian:signature-mismatch',
} as const;

export const WAIVER_FIELDS = [
  'signerName',
  'birthDate',
  'place',
  'approveWaiver',
  'approveSpecificClauses',
  'guardianName',
  'guardianRelationship',
  'guardianSignature',
] as const;
export type WaiverField = (typeof WAIVER_FIELDS)[number];

/** Nobody born before this signs: a typo in the year, not a participant. */
const EARLIEST_BIRTH_DATE = '1900-01-01';

const sameSignature = (name: string, signature: string) =>
  name.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('it') ===
  signature.normalize('NFC').replace(/\s+/g, ' ').trim().toLocaleLowerCase('it');

/**
 * What a signer gives, as the form holds it: the participant's full name typed as signature, the
 * birth date (which decides whether a guardian signs), the place, the two approvals, and for a
 * minor the guardian's name, relationship and typed signature. `textVersion` is the version shown.
 */
export const waiverSignatureFieldsSchema = z.object({
  signerName: singleLineText(WAIVER_TEXT_LIMITS.signerName).min(1, WAIVER_ISSUES.required),
  birthDate: z
    .string()
    .trim()
    .max(DATE_LENGTH)
    .refine((value) => value !== '', WAIVER_ISSUES.required)
    .refine((value) => value === '' || isIsoDate(value), WAIVER_ISSUES.date),
  place: singleLineText(WAIVER_TEXT_LIMITS.place).min(1, WAIVER_ISSUES.required),
  approveWaiver: z.boolean().refine((value) => value, WAIVER_ISSUES.required),
  approveSpecificClauses: z.boolean().refine((value) => value, WAIVER_ISSUES.required),
  guardianName: singleLineText(WAIVER_TEXT_LIMITS.guardianName).default(''),
  guardianRelationship: z.enum(GUARDIAN_RELATIONSHIPS).or(z.literal('')).default(''),
  guardianSignature: singleLineText(WAIVER_TEXT_LIMITS.guardianSignature).default(''),
  textVersion: z.string().min(1).max(40),
  language: z.enum(LOCALES),
});
export type WaiverSignatureFields = z.input<typeof waiverSignatureFieldsSchema>;

/** A signature as stored and sent on: the guardian only for a minor. */
export interface WaiverSignature {
  signerName: string;
  birthDate: string;
  place: string;
  textVersion: string;
  language: (typeof LOCALES)[number];
  guardian?: { name: string; relationship: GuardianRelationship };
}

/**
 * The signature's check for a tour on `tourDate` (the date decides who is a minor): the browser
 * checks with it before sending, the server again with the booking's own date.
 */
export function waiverSignatureSchema(tourDate: string) {
  return waiverSignatureFieldsSchema
    .superRefine((fields, ctx) => {
      const { birthDate } = fields;
      if (!isIsoDate(birthDate)) return;
      if (birthDate > tourDate || birthDate < EARLIEST_BIRTH_DATE) {
        ctx.addIssue({
          code: 'custom',
          path: ['birthDate'],
          message: WAIVER_ISSUES.birthDateOutOfRange,
        });
        return;
      }
      if (!isMinorOn(birthDate, tourDate)) return;
      const required = ['guardianName', 'guardianRelationship', 'guardianSignature'] as const;
      for (const field of required) {
        if (fields[field] === '') {
          ctx.addIssue({ code: 'custom', path: [field], message: WAIVER_ISSUES.required });
        }
      }
      if (
        fields.guardianName !== '' &&
        fields.guardianSignature !== '' &&
        !sameSignature(fields.guardianName, fields.guardianSignature)
      ) {
        ctx.addIssue({
          code: 'custom',
          path: ['guardianSignature'],
          message: WAIVER_ISSUES.signatureMismatch,
        });
      }
    })
    .transform((fields): WaiverSignature => {
      const minor = isMinorOn(fields.birthDate, tourDate);
      return {
        signerName: fields.signerName,
        birthDate: fields.birthDate,
        place: fields.place,
        textVersion: fields.textVersion,
        language: fields.language,
        ...(minor && fields.guardianRelationship !== ''
          ? { guardian: { name: fields.guardianName, relationship: fields.guardianRelationship } }
          : {}),
      };
    });
}

/** The participant page opens its waiver. */
export const getWaiverRequestSchema = z.object({ token: waiverTokenSchema }).strict();
export type GetWaiverRequest = z.infer<typeof getWaiverRequestSchema>;

/** What a signed waiver shows back to its own link (never the birth date or the place). */
const signedWaiverSchema = z.object({
  signerName: z.string().max(WAIVER_TEXT_LIMITS.signerName),
  guardianName: z.string().max(WAIVER_TEXT_LIMITS.guardianName).optional(),
  signedAt: z.string().max(TIMESTAMP_MAX_LENGTH),
  textVersion: z.string().max(40),
});
export type SignedWaiver = z.infer<typeof signedWaiverSchema>;

/**
 * What a waiver is signed for: a tour's booking (one waiver per participant) or a rental (one per
 * rider, one rider per bike). The text and the rules are the same.
 */
export const WAIVER_ACTIVITIES = ['tour', 'rental'] as const;
export type WaiverActivity = (typeof WAIVER_ACTIVITIES)[number];

export const getWaiverResponseSchema = z.object({
  activity: z.enum(WAIVER_ACTIVITIES),
  /** A tour's only. */
  tourId: z.enum(TOUR_IDS).optional(),
  /** The tour's name, or the rented model's. */
  tourName: z.string().max(TOUR_NAME_MAX_LENGTH),
  /** The tour's day, or the rental's first day (the pick-up): it decides who is a minor. */
  selectedDate: z.string().max(DATE_LENGTH),
  participantIndex: participantIndexUnder(Math.max(PARTICIPANTS_MAX, RENTAL_BIKES_MAX)),
  /** The name the booker gave for this participant: the form's first guess at the signer. */
  participantName: z.string().max(PERSON_NAME_MAX_LENGTH),
  /** The text's version the server holds now: the page signs only this one. */
  currentVersion: z.string().max(40),
  state: z.enum(WAIVER_STATES),
  /** The signature in force, when the state is not `missing`. */
  signed: signedWaiverSchema.optional(),
});
export type GetWaiverResponse = z.infer<typeof getWaiverResponseSchema>;

/** The participant signs by their link; the server re-checks everything against the booking. */
export const signWaiverRequestSchema = z
  .object({ token: waiverTokenSchema, signature: waiverSignatureFieldsSchema })
  .strict();
export type SignWaiverRequest = z.input<typeof signWaiverRequestSchema>;

export const signWaiverResponseSchema = getWaiverResponseSchema;
export type SignWaiverResponse = GetWaiverResponse;

/** How many queued signatures one staff call sends. */
export const WAIVERS_PER_CALL = 20;

const collectedWaiverFields = {
  signature: waiverSignatureFieldsSchema,
  signedAtDevice: z.iso.datetime(),
};

/**
 * Signatures collected on a staff phone ("Firma qui" on the roster, or at the rental desk), queued
 * on the device like check-ins and sent when online: each names its booking or its rental. The
 * device's time is kept for reference, never trusted.
 */
export const staffCollectWaiversRequestSchema = z
  .object({
    waivers: z
      .array(
        z.union([
          z
            .object({
              bookingId: idSchema,
              participantIndex: participantIndexUnder(PARTICIPANTS_MAX),
              ...collectedWaiverFields,
            })
            .strict(),
          z
            .object({
              rentalId: idSchema,
              participantIndex: participantIndexUnder(RENTAL_BIKES_MAX),
              ...collectedWaiverFields,
            })
            .strict(),
        ]),
      )
      .min(1)
      .max(WAIVERS_PER_CALL),
  })
  .strict();
export type StaffCollectWaiversRequest = z.input<typeof staffCollectWaiversRequestSchema>;
export type QueuedWaiver = StaffCollectWaiversRequest['waivers'][number];

export const COLLECT_WAIVER_OUTCOMES = [
  'signed',
  /** Signed before (by the participant's link or another phone): the earlier signature stands. */
  'already_signed',
  'not_found',
  /** Not (or no longer) a paid booking. */
  'not_admitted',
  /** The signature failed the server's check (e.g. a minor without a guardian). */
  'invalid',
  /** The device showed an older text: the participant signs again on the new one. */
  'text_changed',
  /**
   * A guide collects signatures on the tour's day only (a rental's: its first day, Europe/Rome);
   * managers any day.
   */
  'not_tour_day',
] as const;
export type CollectWaiverOutcome = (typeof COLLECT_WAIVER_OUTCOMES)[number];

const collectedWaiverAnswer = {
  participantIndex: z.number().int().min(0),
  outcome: z.enum(COLLECT_WAIVER_OUTCOMES),
};

/** Each queued signature's answer, naming its booking or rental as it was sent. */
export const staffCollectWaiversResponseSchema = z.object({
  results: z
    .array(
      z.union([
        z.object({ bookingId: z.string().max(ID_MAX_LENGTH), ...collectedWaiverAnswer }),
        z.object({ rentalId: z.string().max(ID_MAX_LENGTH), ...collectedWaiverAnswer }),
      ]),
    )
    .max(WAIVERS_PER_CALL),
});
export type StaffCollectWaiversResponse = z.infer<typeof staffCollectWaiversResponseSchema>;

export {
  participantWaiverLinkSchema,
  participantWaiverSchema,
  type ParticipantWaiver,
  type ParticipantWaiverLink,
} from './participant-waiver';
