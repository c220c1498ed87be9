import { Linter } from 'eslint';
import tseslint from 'typescript-eslint';
import { describe, expect, it } from 'vitest';
import { oneRequestPerTransaction } from './one-request-per-transaction.js';

/** How many places in `body` (inside a function of `tx`) the rule reports. */
function reports(body: string): number {
  const source = `export async function run(tx, db, refs, a, b) {\n${body}\n}\n`;
  return new Linter()
    .verify(source, {
      languageOptions: { parser: tseslint.parser as Linter.Parser },
      rules: { 'no-restricted-syntax': ['error', oneRequestPerTransaction] },
    })
    .filter((message) => message.ruleId === 'no-restricted-syntax').length;
}

describe('one request at a time in a transaction', () => {
  it('reports reads of a transaction sent together', () => {
    expect(reports('return Promise.all([tx.get(a), tx.get(b)]);')).toBe(2);
    expect(reports('return Promise.all(refs.map((ref) => tx.get(ref)));')).toBe(1);
    expect(reports('return Promise.allSettled([readSeatCount(tx, db, a), tx.get(b)]);')).toBe(2);
  });

  it('allows reads awaited one by one, one getAll, and Promise.all outside the transaction', () => {
    expect(reports('const x = await tx.get(a);\nconst y = await tx.get(b);\nreturn [x, y];')).toBe(
      0,
    );
    expect(reports('return tx.getAll(a, b);')).toBe(0);
    expect(reports('return Promise.all([db.doc(a).get(), db.doc(b).get()]);')).toBe(0);
  });
});
