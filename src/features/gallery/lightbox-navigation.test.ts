import { describe, expect, it } from 'vitest';
import { isTap, swipeStep, wrapIndex } from './lightbox-navigation';

describe('wrapIndex', () => {
  it('wraps past the last picture to the first and before the first to the last', () => {
    expect(wrapIndex(16, 16)).toBe(0);
    expect(wrapIndex(-1, 16)).toBe(15);
    expect(wrapIndex(5, 16)).toBe(5);
    expect(wrapIndex(33, 16)).toBe(1);
  });
});

describe('swipeStep', () => {
  it('moves on a horizontal swipe over 50 px', () => {
    expect(swipeStep(-51, 0)).toBe(1);
    expect(swipeStep(51, 10)).toBe(-1);
  });

  it('ignores taps, swipes of 50 px or less and mostly vertical drags', () => {
    expect(swipeStep(0, 0)).toBe(0);
    expect(swipeStep(-50, 0)).toBe(0);
    expect(swipeStep(50, 0)).toBe(0);
    expect(swipeStep(-80, 120)).toBe(0);
  });
});

describe('isTap', () => {
  it('calls a press and release within 10 px a tap, and any longer drag not one', () => {
    expect(isTap(0, 0)).toBe(true);
    expect(isTap(6, -8)).toBe(true);
    expect(isTap(-30, 0)).toBe(false);
    expect(isTap(0, 11)).toBe(false);
  });
});
