import { describe, expect, it } from 'vitest';
import { manageToken } from '@functions/services/booking-base/manage-link';
import {
  entryIdOfToken,
  waitlistLeaveUrl,
  waitlistOfferUrl,
  waitlistToken,
} from '@functions/services/waitlist/waitlist-link';

const SECRET = 'a-test-secret';
const LINKS = { siteUrl: 'https://tours.example', secret: SECRET };

describe('waiting-list link', () => {
  it('names its entry only under the secret that signed it', () => {
    const token = waitlistToken('AbCdEfGh1234', SECRET);
    expect(entryIdOfToken(token, SECRET)).toBe('AbCdEfGh1234');
    expect(entryIdOfToken(token, 'another-secret')).toBeNull();
    expect(entryIdOfToken(`OtherEntry99.${token.split('.')[1]}`, SECRET)).toBeNull();
    expect(entryIdOfToken(`${token}.extra`, SECRET)).toBeNull();
    expect(entryIdOfToken('../bookings/x.abc', SECRET)).toBeNull();
  });

  it('cannot stand for a manage link of the same id, nor the other way round', () => {
    expect(entryIdOfToken(manageToken('AbCdEfGh1234', SECRET), SECRET)).toBeNull();
    expect(waitlistToken('AbCdEfGh1234', SECRET)).not.toBe(manageToken('AbCdEfGh1234', SECRET));
  });

  it("opens the tour's or event's own page, and the page that leaves the list", () => {
    const token = waitlistToken('AbCdEfGh1234', SECRET);
    expect(waitlistOfferUrl('AbCdEfGh1234', 'x-tour', LINKS)).toBe(
      `https://tours.example/tour/x?offerta=${token}`,
    );
    expect(waitlistOfferUrl('AbCdEfGh1234', 'castagne', LINKS)).toBe(
      `https://tours.example/tour-delle-castagne?offerta=${token}`,
    );
    expect(waitlistLeaveUrl('AbCdEfGh1234', LINKS)).toBe(
      `https://tours.example/lista-attesa?token=${token}`,
    );
  });
});
