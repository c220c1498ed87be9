import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions';
import {
  renewalRequestSchema,
  type RenewalRequest,
  type RenewalResponse,
} from '@/domain/api/renewal';
import { todayInRome } from '@/domain/calendar';
import type { Locale } from '@/domain/locale';
import type { CallContext } from '@functions/lib/call-context';
import {
  failure,
  invalidLink,
  linkNoLongerValid,
  parseInput,
} from '@functions/lib/callable-errors';
import { mayConfirmTo } from '@functions/services/mail/confirmation-limit';
import { queueMailAbout } from '@functions/services/mail/outbox';
import type { MailingDeps } from '@functions/services/mail/record-and-queue';
import {
  renewalConfirmationMail,
  renewalInboxMail,
  type RenewingMember,
} from '@functions/services/mail/templates/renewal-mails';
import type { MailMessage } from '@functions/services/mail/types';
import { lookupMember, membersCollection, type MemberDoc } from '@functions/services/members';
import { enforceCallLimits } from '@functions/services/call-limits';
import {
  APPLICATIONS_COLLECTION,
  applicationsCollection,
  type ApplicationDoc,
} from './applications';
import { bookingFeeQuote } from './fee-terms';
import { readRenewalToken } from './renewal-link';
import { loadMembershipSettings } from './settings';

export interface RenewalDeps extends MailingDeps {
  /** The key renewal links are signed with (BOOKING_LINK_SECRET). */
  linkSecret: string;
}

/** The member a request is about, as the register holds them, and where their mails go. */
interface Renewing {
  member: RenewingMember & Pick<MemberDoc, 'normalizedName' | 'membershipType'>;
  /** The address stored with the application for the board: the register's, else the typed one. */
  email: string;
  /**
   * Where the member's confirmation goes: the register's address only. A name is no proof of
   * who typed it, so an address typed beside it is never mailed (no confirmation without one).
   */
  mailTo: string | null;
}

function renewingMember(memberNumber: string, doc: MemberDoc, typedName?: string) {
  return {
    memberNumber,
    fullName: doc.fullName ?? typedName ?? doc.normalizedName,
    validUntil: doc.validUntil,
    normalizedName: doc.normalizedName,
    membershipType: doc.membershipType,
  };
}

/** From the booking card: the member the typed name finds in the register, lapsed or not. */
async function memberOfCard(
  db: Firestore,
  request: Extract<RenewalRequest, { via: 'card' }>,
  now: Date,
): Promise<Renewing> {
  const verdict = await lookupMember(db, request.memberName, todayInRome(now));
  const memberNumber = verdict.entry?.memberId;
  const doc = memberNumber ? (await membersCollection(db).doc(memberNumber).get()).data() : null;
  if (!memberNumber || !doc) {
    throw failure(
      'failed-precondition',
      'MEMBER_NOT_FOUND',
      'MEMBER_NOT_FOUND: the name is not in the register of members',
      { fields: ['memberName'] },
    );
  }
  return {
    member: renewingMember(memberNumber, doc, request.memberName),
    email: doc.email ?? request.email,
    mailTo: doc.email ?? null,
  };
}

/**
 * From the reminder's link: the member it was signed for, while the membership it reminded of
 * is still the current one (once renewed, the link has done its work).
 */
async function memberOfLink(
  db: Firestore,
  request: Extract<RenewalRequest, { via: 'link' }>,
  secret: string,
): Promise<Renewing> {
  const claim = readRenewalToken(request.token, secret);
  if (!claim) throw invalidLink();
  const doc = (await membersCollection(db).doc(claim.memberNumber).get()).data();
  if (!doc) throw invalidLink();
  if (doc.validUntil !== claim.validUntil || !doc.email)
    throw linkNoLongerValid('the membership was renewed since the reminder was sent');
  return { member: renewingMember(claim.memberNumber, doc), email: doc.email, mailTo: doc.email };
}

/**
 * Stores the renewal application and queues its mails in one transaction, unless the member
 * already has one waiting for the board: then that one's id is the answer and nothing is sent
 * again, so a second tap (or the card and the link both) never makes two; the request's time is
 * kept (`lastRequestedAt`) so a provisional booking counts its hour from the latest request.
 */
async function storeRenewal(
  deps: RenewalDeps,
  renewing: Renewing,
  request: { locale: Locale; via: 'card' | 'link' },
  confirm: boolean,
  now: Date,
): Promise<string> {
  const { member, email, mailTo } = renewing;
  const applications = applicationsCollection(deps.db);
  const open = applications
    .where('renewalOf', '==', member.memberNumber)
    .where('status', '==', 'submitted')
    .limit(1);
  return deps.db.runTransaction(async (tx) => {
    const waiting = await tx.get(open);
    const existing = waiting.docs[0];
    if (existing) {
      // Asked again (the reminder's link, then the card an hour later): the member may book on
      // it for another hour, counted from this request the server has just checked.
      tx.update(existing.ref, { lastRequestedAt: Timestamp.fromDate(now) });
      return existing.id;
    }
    const ref = applications.doc();
    const mails: Record<string, MailMessage> = {
      inbox: renewalInboxMail(
        member,
        { applicationId: ref.id, email, locale: request.locale, via: request.via },
        deps.associationInbox,
      ),
      ...(confirm && mailTo
        ? {
            confirmation: renewalConfirmationMail(
              { applicationId: ref.id, email: mailTo, locale: request.locale },
              deps.associationInbox,
            ),
          }
        : {}),
    };
    const application: ApplicationDoc = {
      renewalOf: member.memberNumber,
      fullName: member.fullName,
      normalizedName: member.normalizedName,
      email,
      membershipType: member.membershipType ?? 'ordinario',
      locale: request.locale,
      status: 'submitted',
      createdAt: Timestamp.fromDate(now),
    };
    tx.create(ref, application);
    for (const [key, message] of Object.entries(mails)) {
      await queueMailAbout(tx, ref, key, message, {
        dedupeKey: `${APPLICATIONS_COLLECTION}-${ref.id}-${key}`,
        now,
      });
    }
    return ref.id;
  });
}

/**
 * requestRenewal: asks the board to renew a membership, from the booking card (the name typed
 * there) or from the reminder's signed link; the member's confirmation goes to the address on
 * the register, never to one typed on the card. The server finds the member in
 * the register itself, stores an application marked `renewalOf: <memberNumber>` for staff to
 * confirm, and answers its id and whether the member may book on it meanwhile.
 */
export async function handleRequestRenewal(
  deps: RenewalDeps,
  call: CallContext,
): Promise<RenewalResponse> {
  const request = parseInput(renewalRequestSchema, call.data);
  const now = deps.now();
  await enforceCallLimits(deps, { name: 'requestRenewal', caller: call, now });
  const renewing =
    request.via === 'card'
      ? await memberOfCard(deps.db, request, now)
      : await memberOfLink(deps.db, request, deps.linkSecret);
  const confirm =
    renewing.mailTo !== null && (await mayConfirmTo(deps, 'renewal', renewing.mailTo, now));
  const id = await storeRenewal(deps, renewing, request, confirm, now);
  logger.info('renewal requested', { id, via: request.via });
  const { provisionalBooking } = await loadMembershipSettings(deps.db);
  // The member may have asked before and paid the fee since: read as stored.
  const stored = (await applicationsCollection(deps.db).doc(id).get()).data();
  return {
    id,
    provisionalBooking,
    ...(await bookingFeeQuote(deps.db, provisionalBooking, stored, now)),
  };
}
