import { describe, expect, it } from 'vitest';
import { WAIVER_PATH } from '@/domain/api/waiver';
import { participantOfToken } from '@functions/services/waiver-base/waiver-link';
import { registerBookingHarness } from '../support/booking-harness';
import { LINK_SECRET, SITE_URL } from '../support/links';
import { completeOnStripe } from '../support/stripe-stand-in';
import { eventually } from '../support/eventually';
import { party, pendingBooking } from '../support/bookings';

const h = registerBookingHarness();

describe('the confirmation mail', () => {
  it('gives each participant of a paid booking their own waiver link', async () => {
    const { bookingId, sessionId } = await pendingBooking(h(), party(3));
    await completeOnStripe(h(), sessionId);
    await eventually(async () => h().mails.length === 1);
    const [mail] = h().mails;
    expect(mail?.text).toContain('Ogni partecipante firma la propria liberatoria prima del tour');
    const links = [
      ...(mail?.text ?? '').matchAll(/^- (Rider \d): Firma la liberatoria\n {2}(\S+)$/gm),
    ];
    expect(
      links.map(([, name, href]) => {
        const url = new URL(href ?? '');
        expect(url.origin + url.pathname).toBe(`${SITE_URL}${WAIVER_PATH}`);
        return [name, participantOfToken(url.searchParams.get('token') ?? '', LINK_SECRET)];
      }),
    ).toEqual(
      [0, 1, 2].map((participantIndex) => [
        `Rider ${participantIndex}`,
        { holder: { kind: 'booking', id: bookingId }, participantIndex },
      ]),
    );
    expect(mail?.html).toContain('>Firma la liberatoria</a>');
  });
});
