import { z } from '@/domain/zod';
import { localeSchema } from './locale-schema';
import { multiLineText, singleLineText } from './text';

/** The subjects the contact form offers, in its order. */
export const CONTACT_SUBJECTS = ['booking', 'rental', 'info', 'group', 'custom', 'other'] as const;
export type ContactSubject = (typeof CONTACT_SUBJECTS)[number];

export const CONTACT_LIMITS = { name: 120, email: 200, phone: 40, message: 5000 } as const;

export const contactRequestSchema = z.object({
  /** Name and phone end up in mail headers: one line each. */
  name: singleLineText(CONTACT_LIMITS.name).min(1),
  email: z.email().max(CONTACT_LIMITS.email),
  phone: singleLineText(CONTACT_LIMITS.phone).default(''),
  /** Optional: the form's empty choice is sent as ''. */
  subject: z.union([z.enum(CONTACT_SUBJECTS), z.literal('')]).default(''),
  message: multiLineText(CONTACT_LIMITS.message).min(1),
  /** The sender's language, for the confirmation e-mail. */
  locale: localeSchema,
});
export type ContactRequest = z.input<typeof contactRequestSchema>;
export type ParsedContactRequest = z.output<typeof contactRequestSchema>;

/** The spec's answer: a success flag; anything else counts as a failure. */
export const contactResponseSchema = z.object({ success: z.boolean() });
export type ContactResponse = z.infer<typeof contactResponseSchema>;
