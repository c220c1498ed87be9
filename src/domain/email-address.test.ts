import { describe, expect, it } from 'vitest';
import { emailIdentity } from './email-address';

describe('emailIdentity', () => {
  it('is the same for an address typed with capitals or spaces around it', () => {
    expect(emailIdentity('  Giulia.Bianchi@Example.COM ')).toBe('giulia.bianchi@example.com');
    expect(emailIdentity('giulia.bianchi@example.com')).toBe('giulia.bianchi@example.com');
  });
});
