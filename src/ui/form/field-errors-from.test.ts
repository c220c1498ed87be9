import { describe, expect, it } from 'vitest';
import { HIDDEN_CHARACTERS_ISSUE, singleLineText } from '@/domain/api/text';
import { z } from '@/domain/zod';
import { fieldErrorsFrom } from './field-errors-from';

const schema = z.object({
  name: singleLineText(40),
  email: z.email(),
  party: z.object({ size: z.number().int().min(1, 'too_few') }),
});

const messages = {
  fields: { name: 'name needed', email: 'email needed', size: 'size needed' },
  issues: { [HIDDEN_CHARACTERS_ISSUE]: 'hidden characters', too_few: 'at least one' },
  segment: 'last' as const,
};

describe('fieldErrorsFrom', () => {
  const errors = fieldErrorsFrom<unknown, 'name' | 'email' | 'size', string>(schema, messages);

  it('marks nothing for a value the schema takes', () => {
    expect(errors.check({ name: 'Anna', email: 'anna@example.com', party: { size: 2 } })).toEqual(
      {},
    );
  });

  it("gives each field its first problem: an issue's own words, else what the field needs", () => {
    expect(
      errors.check({ name: 'An\u200Bna', email: 'not an address', party: { size: 0 } }),
    ).toEqual({ name: 'hidden characters', email: 'email needed', size: 'at least one' });
  });

  it("marks the fields a server's refusal names with what they need, and ignores others", () => {
    expect(errors.refused(['party.size', 'email', 'token'])).toEqual({
      size: 'size needed',
      email: 'email needed',
    });
  });

  it("takes a path's first segment by default, when it is a field", () => {
    const byFirst = fieldErrorsFrom<unknown, 'name' | 'email', string>(schema, {
      fields: { name: 'name needed', email: 'email needed' },
    });
    expect(byFirst.check({ name: 'An\u200Bna', email: 'x', party: { size: 0 } })).toEqual({
      name: 'name needed',
      email: 'email needed',
    });
    expect(byFirst.refused(['name', 'party.size'])).toEqual({ name: 'name needed' });
  });

  it('takes a field the request names otherwise by its form name', () => {
    const renamed = fieldErrorsFrom<unknown, 'name' | 'people', string>(schema, {
      fields: { name: 'name needed', people: 'people needed' },
      segment: 'last',
      renamed: { size: 'people' },
    });
    expect(renamed.check({ name: 'Anna', email: 'x', party: { size: 0 } })).toEqual({
      people: 'people needed',
    });
    expect(renamed.refused(['change.party.size', 'change.email'])).toEqual({
      people: 'people needed',
    });
  });
});
