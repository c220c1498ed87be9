import { describe, expect, it } from 'vitest';
import {
  bookingIdOfToken,
  manageToken,
  manageUrl,
} from '@functions/services/cancellation/manage-link';

const SECRET = 'a-test-secret';

describe('manage link', () => {
  it('names its booking only under the secret that signed it', () => {
    const token = manageToken('AbCdEfGh1234', SECRET);
    expect(bookingIdOfToken(token, SECRET)).toBe('AbCdEfGh1234');
    expect(bookingIdOfToken(token, 'another-secret')).toBeNull();
  });

  it('refuses a signature moved to another booking, cut short or padded', () => {
    const token = manageToken('AbCdEfGh1234', SECRET);
    const signature = token.split('.')[1] ?? '';
    expect(bookingIdOfToken(`ZZZZZZZZ1234.${signature}`, SECRET)).toBeNull();
    expect(bookingIdOfToken(token.slice(0, -1), SECRET)).toBeNull();
    expect(bookingIdOfToken(`${token}.x`, SECRET)).toBeNull();
    expect(bookingIdOfToken('AbCdEfGh1234', SECRET)).toBeNull();
  });

  it('opens /gestisci-prenotazione on the site with the token', () => {
    const url = new URL(
      manageUrl('AbCdEfGh1234', { siteUrl: 'https://tours.example', secret: SECRET }),
    );
    expect(url.origin + url.pathname).toBe('https://tours.example/gestisci-prenotazione');
    expect(bookingIdOfToken(url.searchParams.get('token') ?? '', SECRET)).toBe('AbCdEfGh1234');
  });
});
