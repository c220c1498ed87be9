import { describe, expect, it } from 'vitest';
import { isManagerToken, isStaffToken, tokenClaims } from './token-claims';

const token = (claims: object) =>
  `e30.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.signature`;

describe('token claims', () => {
  it('reads the staff claim of an ID token', () => {
    expect(isStaffToken(token({ sub: 'u1', staff: true }))).toBe(true);
    expect(isStaffToken(token({ sub: 'u1' }))).toBe(false);
    expect(isStaffToken(token({ sub: 'u1', staff: 'yes' }))).toBe(false);
    expect(isStaffToken(undefined)).toBe(false);
  });

  it('tells a manager (staff too) from a guide', () => {
    const manager = token({ sub: 'u1', staff: true, manager: true });
    const guide = token({ sub: 'u2', staff: true });
    expect([isStaffToken(manager), isManagerToken(manager)]).toEqual([true, true]);
    expect([isStaffToken(guide), isManagerToken(guide)]).toEqual([true, false]);
    expect(isStaffToken(token({ sub: 'u3', manager: true }))).toBe(true);
    expect(isManagerToken(token({ sub: 'u4', manager: 'yes' }))).toBe(false);
    expect(isManagerToken(undefined)).toBe(false);
  });

  it('gives nothing for a malformed token', () => {
    expect(tokenClaims('not-a-token')).toEqual({});
    expect(tokenClaims('a.%%%.c')).toEqual({});
  });
});
