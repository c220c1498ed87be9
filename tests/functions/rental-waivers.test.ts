import { describe, expect, it } from 'vitest';
import { WAIVER } from '@/content/waiver';
import { WAIVER_PATH, type WaiverSignatureFields } from '@/domain/api/waiver';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { handleGetWaiver } from '@functions/services/waiver/get-waiver';
import { handleSignWaiver } from '@functions/services/waiver/sign-waiver';
import {
  rentalWaiverReminderMailId,
  sendWaiverReminders,
} from '@functions/services/waiver/waiver-reminders';
import type { WaiverLinkDeps } from '@functions/services/waiver/waiver-deps';
import { participantOfToken, waiverToken } from '@functions/services/waiver-base/waiver-link';
import { firestoreContents } from '../support/firestore-contents';
import { testDb } from '../support/firestore';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET, SITE_URL } from '../support/links';
import { SATURDAY } from '../support/harness-dates';
import { call } from '../support/booking-request';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { refusal } from '../support/refusal';
import { rentalRequest, seedRentalStock } from '../support/rentals';
import { storedRental } from '../support/stored-rentals';
import { adultSignature } from '../support/waivers';

// A waiver for each rider of a rental, through the tour waiver's own link, page and store: the
// checkout's riders, the confirmation's links, a minor's guardian. Real Firestore emulator, real
// Stripe SDK against the stand-in, real SMTP catcher; the harness's clock is injected.
const h = registerBookingHarness();
const deps = (): WaiverLinkDeps => ({ ...h().deps, waiver: WAIVER });

const checkout = (request: ReturnType<typeof rentalRequest>) =>
  createRentalCheckout(h().deps, h().settings, call(request));

/** Giulia and her son Luca on two medium bikes, Saturday morning, paid and confirmed. */
async function paidFamilyRental(): Promise<string> {
  await seedRentalStock();
  const { rentalId } = await checkout(
    rentalRequest(SATURDAY, {
      bikes: [
        { size: 'M', riderName: 'Giulia Bianchi' },
        { size: 'M', riderName: 'Luca Bianchi' },
      ],
    }),
  );
  await completeOnStripe(h(), (await storedRental(rentalId)).stripeSessionId!);
  await eventually(async () => h().mails.length === 1);
  return rentalId;
}

const rentalToken = (rentalId: string, riderIndex: number) =>
  waiverToken({ kind: 'rental', id: rentalId }, riderIndex, LINK_SECRET);

const sign = (token: string, signature: WaiverSignatureFields) =>
  handleSignWaiver(deps(), call({ token, signature }));

/** Luca is 16 on the rental's Saturday. */
const luca = (overrides: Partial<WaiverSignatureFields> = {}) =>
  adultSignature({ signerName: 'Luca Bianchi', birthDate: '2010-03-01', ...overrides });

describe("a rental's riders", () => {
  it('are one named rider per bike: a blank name is refused on its field and nothing is held', async () => {
    await seedRentalStock();
    const before = await firestoreContents(testDb(), ['rateLimits']);
    const refused = await refusal(
      checkout(
        rentalRequest(SATURDAY, {
          bikes: [
            { size: 'M', riderName: 'Giulia Bianchi' },
            { size: 'M', riderName: '   ' },
          ],
        }),
      ),
    );
    expect(refused.details).toMatchObject({
      reason: 'MISSING_FIELDS',
      fields: ['bikes.1.riderName'],
    });
    const unnamed = await refusal(
      checkout(rentalRequest(SATURDAY, { bikes: [{ size: 'M' } as never] })),
    );
    expect(unnamed.details.fields).toEqual(['bikes.0.riderName']);
    expect(await firestoreContents(testDb(), ['rateLimits'])).toEqual(before);
  });

  it('each get their own waiver link in the confirmation mail, which opens their own waiver', async () => {
    const rentalId = await paidFamilyRental();
    const [mail] = h().mails;
    expect(mail?.text).toContain('Ognuno firma la propria liberatoria prima del ritiro delle bici');
    const links = [
      ...(mail?.text ?? '').matchAll(/^- ([\w ]+): Firma la liberatoria\n {2}(\S+)$/gm),
    ].map(([, name, href]) => {
      const url = new URL(href ?? '');
      expect(url.origin + url.pathname).toBe(`${SITE_URL}${WAIVER_PATH}`);
      return { name, token: url.searchParams.get('token') ?? '' };
    });
    expect(links.map(({ name, token }) => [name, participantOfToken(token, LINK_SECRET)])).toEqual([
      ['Giulia Bianchi', { holder: { kind: 'rental', id: rentalId }, participantIndex: 0 }],
      ['Luca Bianchi', { holder: { kind: 'rental', id: rentalId }, participantIndex: 1 }],
    ]);
    expect(await handleGetWaiver(deps(), call({ token: links[1]!.token }))).toEqual({
      activity: 'rental',
      tourName: 'Focus Jarifa',
      selectedDate: SATURDAY,
      participantIndex: 1,
      participantName: 'Luca Bianchi',
      currentVersion: WAIVER.version,
      state: 'missing',
    });
  });

  it("sign by their link onto the rental, and a tour booking's link of the same id opens nothing", async () => {
    const rentalId = await paidFamilyRental();
    const signed = await sign(
      rentalToken(rentalId, 0),
      adultSignature({ signerName: 'Giulia Bianchi' }),
    );
    expect(signed).toMatchObject({ activity: 'rental', state: 'signed' });
    const rental = await storedRental(rentalId);
    expect(rental.waivers?.['0']).toMatchObject({ signerName: 'Giulia Bianchi', channel: 'link' });
    expect(rental.waiversKeptUntil).toBe('2036-11-28');
    const bookingPurpose = waiverToken({ kind: 'booking', id: rentalId }, 1, LINK_SECRET);
    expect(
      (await refusal(handleGetWaiver(deps(), call({ token: bookingPurpose })))).details,
    ).toMatchObject({ reason: 'INVALID_LINK' });
  });

  it("of a minor is signed by a parent or guardian, as a tour's, judged on the rental's first day", async () => {
    const rentalId = await paidFamilyRental();
    const token = rentalToken(rentalId, 1);
    const alone = await refusal(sign(token, luca()));
    expect(alone.details).toMatchObject({ reason: 'INVALID_INPUT' });
    expect(alone.details.fields).toEqual(
      expect.arrayContaining(['guardianName', 'guardianRelationship', 'guardianSignature']),
    );
    expect((await storedRental(rentalId)).waivers).toBeUndefined();

    const withGuardian = await sign(
      token,
      luca({
        guardianName: 'Giulia Bianchi',
        guardianRelationship: 'parent',
        guardianSignature: 'giulia  bianchi',
      }),
    );
    expect(withGuardian).toMatchObject({
      state: 'guardian_signed',
      signed: { signerName: 'Luca Bianchi', guardianName: 'Giulia Bianchi' },
    });
    expect((await storedRental(rentalId)).waivers?.['1']?.guardian).toEqual({
      name: 'Giulia Bianchi',
      relationship: 'parent',
    });
  });
  it('still to sign 48 hours before the pick-up are listed once in a reminder to the booker', async () => {
    const rentalId = await paidFamilyRental();
    await sign(rentalToken(rentalId, 0), adultSignature({ signerName: 'Giulia Bianchi' }));
    const remind = () =>
      sendWaiverReminders({
        db: testDb(),
        now: () => new Date(h().clock.ms),
        links: h().deps.links,
      });
    // 50 hours before the 09:00 pick-up: not yet.
    h().clock.ms = Date.parse(`${SATURDAY}T08:00:00Z`) - 50 * 3_600_000;
    expect((await remind()).sent).toBe(0);
    h().clock.ms += 3 * 3_600_000;
    expect((await remind()).sent).toBe(1);
    expect((await remind()).sent).toBe(0);
    const entry = await testDb()
      .doc(`mailOutbox/${rentalWaiverReminderMailId(rentalId)}`)
      .get();
    const { text } = entry.get('message') as { text: string };
    expect(text).toContain('chi pedala una bici non ha ancora firmato la liberatoria');
    const links = [...text.matchAll(/^- ([\w ]+): Firma la liberatoria\n {2}(\S+)$/gm)];
    expect(links.map(([, name]) => name)).toEqual(['Luca Bianchi']);
    const token = new URL(links[0]![2]!).searchParams.get('token') ?? '';
    expect(participantOfToken(token, LINK_SECRET)).toEqual({
      holder: { kind: 'rental', id: rentalId },
      participantIndex: 1,
    });
  });
});
