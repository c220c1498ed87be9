import { logger } from 'firebase-functions';
import { contactRequestSchema, type ContactResponse } from '@/domain/api/contact';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { recordAndSend, type MailingDeps } from './mail/record-and-send';
import { contactConfirmationMail, contactInboxMail } from './mail/templates/contact-mails';
import { enforceRateLimit } from './rate-limit';

export const CONTACT_COLLECTION = 'contactMessages';

/** Enough for a person who sends a second thought; a flood stops after five. */
export const CONTACT_RATE_LIMIT = { limit: 5, windowMs: 10 * 60_000 } as const;

/**
 * Stores a contact message with its two mails queued (to the association, reply-to the sender; a
 * confirmation to the sender in their language) and answers once stored, whatever the mail does.
 */
export async function handleSendContactEmail(
  deps: MailingDeps,
  call: CallContext,
): Promise<ContactResponse> {
  const contact = parseInput(contactRequestSchema, call.data);
  await enforceRateLimit(deps.db, {
    key: `sendContactEmail:${call.clientKey}`,
    ...CONTACT_RATE_LIMIT,
    now: deps.now(),
  });
  const ref = deps.db.collection(CONTACT_COLLECTION).doc();
  await recordAndSend(deps, ref, contact, {
    inbox: contactInboxMail(contact, ref.id, deps.associationInbox),
    confirmation: contactConfirmationMail(contact, deps.associationInbox),
  });
  logger.info('contact message stored', { id: ref.id, subject: contact.subject });
  return { success: true };
}
