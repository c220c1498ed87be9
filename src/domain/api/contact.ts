import { z } from '@/domain/zod';
import { localeSchema } from './locale-schema';

/** The subjects the contact form offers, in its order. */
export const CONTACT_SUBJECTS = ['booking', 'rental', 'info', 'group', 'custom', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 120, email: 200, phone: 40, message: 5000 } as const;

/** Name, e-mail and phone end up in mail headers: a line break there could add headers. */
const singleLine = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .regex(/^[^\p{Cc}]*$/u, 'No control characters');

export const contactRequestSchema = z.object({
  name: singleLine(CONTACT_LIMITS.name).min(1),
  email: z.email().max(CONTACT_LIMITS.email),
  phone: singleLine(CONTACT_LIMITS.phone).default(''),
  /** Optional: the form's empty choice is sent as ''. */
  subject: z.union([z.enum(CONTACT_SUBJECTS), z.literal('')]).default(''),
  message: z.string().trim().min(1).max(CONTACT_LIMITS.message),
  /** The sender's language, for the confirmation e-mail. */
  locale: localeSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ParsedContactRequest = z.output<typeof contactRequestSchema>;

/** The spec's answer: a success flag; anything else counts as a failure. */
export const contactResponseSchema = z.object({ success: z.boolean() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
