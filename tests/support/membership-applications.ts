import type { StaffDecideApplicationsRequest } from '@/domain/api/staff-members';
import { handleStaffDecideApplications } from '@functions/services/admission/staff-decide-applications';
import { handleSubmitMembership } from '@functions/services/membership';
import { createFeeCheckout } from '@functions/services/membership-fee/fee-checkout';
import { applicationRef } from '@functions/services/membership/applications';
import { call } from './booking-request';
import { eventually } from './eventually';
import { completeOnStripe } from './stripe-stand-in';
import type { Harness } from './booking-harness';
import { testDb } from './firestore';
import { callAs, testAuth, type SignedIn } from './staff-auth';

/**
 * An adult living in Italy applying to join, as the /modulistica form sends it, signed on the
 * booking harness's first day (2026-11-23): a test changes only what it is about.
 */
export function adultApplication(
  fullName: string,
  email: string,
  changes: Record<string, unknown> = {},
) {
  return {
    fullName,
    email,
    phone: '+39 333 7654321',
    address: 'Via Roma 1',
    city: 'Verona',
    postalCode: '37121',
    province: 'VR',
    birthDate: '1985-12-10',
    birthPlace: 'Roma',
    taxCode: 'RSSMRA85T10A562S',
    membershipType: 'ordinario',
    notes: '',
    photoConsent: false,
    promotionalConsent: false,
    signaturePlace: 'Verona',
    signatureDate: '2026-11-23',
    digitalSignature: fullName,
    locale: 'it',
    ...changes,
  };
}

/**
 * An adult's application sent through submitMembership, as /modulistica sends it, on the booking
 * harness (the association's copy to the test inbox); answers what the form is answered.
 */
export function submitApplication(
  harness: Harness,
  fullName: string,
  email: string,
  changes: Record<string, unknown> = {},
) {
  return handleSubmitMembership(
    { ...harness.deps, associationInbox: 'staff@example.test' },
    call(adultApplication(fullName, email, changes)),
  );
}

/** `membershipApplications/{id}` as stored; a test reading one that is not there fails here. */
export async function storedApplication(id: string) {
  const stored = (await applicationRef(testDb(), id).get()).data();
  if (!stored) throw new Error(`membershipApplications/${id} does not exist`);
  return stored;
}

/** The board's decision on applications ("Ammetti", "Respingi"), taken by `session` in the staff area. */
export function decideApplications(
  harness: Harness,
  session: SignedIn,
  request: StaffDecideApplicationsRequest,
) {
  return handleStaffDecideApplications(
    { ...harness.deps, auth: testAuth() },
    callAs(session, request),
  );
}

/**
 * The application's fee paid online, as /modulistica's "Paga la quota associativa" does it: its
 * Checkout opened, paid on the Stripe stand-in, and recorded on the application. Answers the
 * session.
 */
export async function payFeeOnline(harness: Harness, applicationId: string) {
  await createFeeCheckout(harness.deps, harness.settings, call({ applicationId }));
  const sessionId = (await storedApplication(applicationId)).feeCheckout!.sessionId!;
  await completeOnStripe(harness, sessionId);
  await eventually(async () => (await storedApplication(applicationId)).fee !== undefined);
  return harness.stripe.checkout.sessions.retrieve(sessionId);
}
