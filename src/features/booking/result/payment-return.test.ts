// @vitest-environment happy-dom
import { beforeEach, describe, expect, it } from 'vitest';
import { keepPaymentReturn, keptPaymentReturn } from './payment-return';

describe('the payment return kept for the tab', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('gives back the ids Stripe returned with, across a reload of the page', () => {
    keepPaymentReturn({ sessionId: 'cs_test_1', bookingId: 'bk-1' });
    expect(keptPaymentReturn()).toEqual({ sessionId: 'cs_test_1', bookingId: 'bk-1' });
  });

  it('has nothing to give when none were kept or the entry is not ours', () => {
    expect(keptPaymentReturn()).toEqual({});
    window.sessionStorage.setItem('valpolicella:payment-return', '{"sessionId":42}');
    expect(keptPaymentReturn()).toEqual({ sessionId: undefined, bookingId: undefined });
  });
});
