import { describe, expect, it } from 'vitest';
import { CHAT_GREETING, chatUrl } from './chat-link';

describe('chatUrl', () => {
  it('opens a WhatsApp chat with the Italian greeting, keeping only the digits of the number', () => {
    const url = new URL(chatUrl('+39 045 683 1234')!);
    expect(url.origin + url.pathname).toBe('https://wa.me/390456831234');
    expect(url.searchParams.get('text')).toBe(CHAT_GREETING);
    expect(CHAT_GREETING).toMatch(/informazioni.*tour in e-bike/);
  });

  it('is undefined when no number is configured', () => {
    expect(chatUrl(undefined)).toBeUndefined();
    expect(chatUrl('')).toBeUndefined();
    expect(chatUrl(' - ')).toBeUndefined();
  });
});
