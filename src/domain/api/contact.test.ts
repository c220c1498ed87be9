import { describe, expect, it } from 'vitest';
import { contactRequestSchema } from './contact';

const valid = {
  name: '  Anna Verdi ',
  email: 'anna@example.com',
  subject: 'rental',
  message: 'Vorrei noleggiare due e-bike.',
};

describe('contactRequestSchema', () => {
  it('trims and fills the optional fields', () => {
    expect(contactRequestSchema.parse(valid)).toEqual({
      name: 'Anna Verdi',
      email: 'anna@example.com',
      phone: '',
      subject: 'rental',
      message: 'Vorrei noleggiare due e-bike.',
      locale: 'it',
    });
  });

  it('accepts no subject, as the form allows', () => {
    expect(contactRequestSchema.parse({ ...valid, subject: '' }).subject).toBe('');
    expect(contactRequestSchema.parse({ ...valid, subject: undefined }).subject).toBe('');
  });

  it('rejects missing name, e-mail or message and a bad e-mail', () => {
    const paths = (data: unknown) =>
      contactRequestSchema.safeParse(data).error?.issues.map((issue) => issue.path.join('.'));
    expect(paths({ ...valid, name: ' ', message: '' })).toEqual(['name', 'message']);
    expect(paths({ ...valid, email: 'anna@' })).toEqual(['email']);
    expect(paths({ ...valid, subject: 'spam' })).toEqual(['subject']);
    expect(paths({ ...valid, locale: 'de' })).toEqual(['locale']);
  });

  it('rejects line breaks in fields that become mail headers', () => {
    const result = contactRequestSchema.safeParse({
      ...valid,
      name: 'Anna\r\nBcc: victim@example.com',
    });
    expect(result.success).toBe(false);
    expect(contactRequestSchema.safeParse({ ...valid, phone: '123\n456' }).success).toBe(false);
  });

  it('keeps line breaks in the message itself', () => {
    expect(contactRequestSchema.parse({ ...valid, message: 'Riga 1\nRiga 2' }).message).toBe(
      'Riga 1\nRiga 2',
    );
  });
});
