import { logger } from 'firebase-functions';
import { contactRequestSchema, type ContactResponse } from '@/domain/api/contact';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { mayConfirmTo } from './mail/confirmation-limit';
import { recordAndQueue, type MailingDeps } from './mail/record-and-queue';
import { contactConfirmationMail, contactInboxMail } from './mail/templates/contact-mails';
import { enforceCallLimits, type Limit } from './rate-limit';

export const CONTACT_COLLECTION = 'contactMessages';

export const CONTACT_LIMITS = {
  /** Enough for a person who sends a second thought; a flood stops after five. */
  perCaller: { limit: 5, windowMs: 10 * 60_000 },
  /** The whole form's ceiling: far above a small association's mail, far below a campaign. */
  overall: { limit: 200, windowMs: 60 * 60_000 },
} as const satisfies Record<string, Limit>;

/**
 * Stores a contact message with its mails queued (to the association, reply-to the sender; a
 * confirmation to the sender in their language, a few a day per address) and answers once stored.
 */
export async function handleSendContactEmail(
  deps: MailingDeps,
  call: CallContext,
): Promise<ContactResponse> {
  const contact = parseInput(contactRequestSchema, call.data);
  const now = deps.now();
  await enforceCallLimits(
    deps,
    { name: 'sendContactEmail', caller: call, now },
    { ...CONTACT_LIMITS, shards: 5 },
  );
  const ref = deps.db.collection(CONTACT_COLLECTION).doc();
  const confirm = await mayConfirmTo(deps, 'contact', contact.email, now);
  await recordAndQueue(deps, ref, contact, {
    inbox: contactInboxMail(contact, ref.id, deps.associationInbox),
    ...(confirm ? { confirmation: contactConfirmationMail(contact, deps.associationInbox) } : {}),
  });
  logger.info('contact message stored', { id: ref.id, subject: contact.subject });
  return { success: true };
}
