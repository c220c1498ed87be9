import { z } from '@/domain/zod';
import { clockTimeSchema } from '@/domain/schedule-schema';

/** Where staff edit the mail settings in the Firebase console. */
export const MAIL_SETTINGS_PATH = { collection: 'settings', id: 'mail' } as const;

/** `settings/mail`: when the reminders go and where the thank-you mail asks for a review (docs/operations.md, "Staff"). */
export const mailSettingsSchema = z.object({
  /** `HH:MM`, Italian time: the day before a tour, its reminder leaves from this hour on. */
  reminderTime: clockTimeSchema,
  /**
   * The review page the thank-you mail links to; empty: the mail has no review line. A web
   * address only: the mail puts it in an `href`, where `javascript:` or `data:` must never land.
   */
  reviewUrl: z.union([z.literal(''), z.url({ protocol: /^https?$/ }).max(500)]),
});
export type MailSettings = z.infer<typeof mailSettingsSchema>;

/** What `npm start` and `npm run settings:import` write where the document is missing. */
export const INITIAL_MAIL_SETTINGS: MailSettings = { reminderTime: '18:00', reviewUrl: '' };

/** What the server applies while the document is missing or malformed. */
export const FALLBACK_MAIL_SETTINGS: MailSettings = INITIAL_MAIL_SETTINGS;
