import { logger } from 'firebase-functions';
import { contactRequestSchema, type ContactResponse } from '@/domain/api/contact';
import type { CallContext } from '@functions/lib/call-context';
import { parseInput } from '@functions/lib/callable-errors';
import { mayConfirmTo } from './mail/confirmation-limit';
import { recordAndQueue, type MailingDeps } from './mail/record-and-queue';
import { contactConfirmationMail, contactInboxMail } from './mail/templates/contact-mails';
import { enforceCallLimits } from './call-limits';

export const CONTACT_COLLECTION = 'contactMessages';

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
  await enforceCallLimits(deps, { name: 'sendContactEmail', caller: call, now });
  const ref = deps.db.collection(CONTACT_COLLECTION).doc();
  const confirm = await mayConfirmTo(deps, 'contact', contact.email, now);
  await recordAndQueue(deps, ref, contact, {
    inbox: contactInboxMail(contact, ref.id, deps.associationInbox),
    ...(confirm ? { confirmation: contactConfirmationMail(contact, deps.associationInbox) } : {}),
  });
  logger.info('contact message stored', { id: ref.id, subject: contact.subject });
  return { success: true };
}
