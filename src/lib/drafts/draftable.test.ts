import { describe, expect, it } from 'vitest';
import { draftable } from './draftable';

describe('draftable', () => {
  it('drops secret fields at any depth and keeps the rest', () => {
    const date = new Date('2026-06-01T00:00:00Z');
    expect(
      draftable({
        email: 'a@b.it',
        password: 'x',
        participants: [{ name: 'Anna', cardNumber: '4242' }],
        payment: { cvc: '123', iban: 'IT60X', note: 'ok' },
        day: date,
        count: 3,
        none: null,
      }),
    ).toEqual({
      email: 'a@b.it',
      participants: [{ name: 'Anna' }],
      payment: { note: 'ok' },
      day: date,
      count: 3,
      none: null,
    });
  });
});
