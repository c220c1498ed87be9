import { beforeEach, describe, expect, it } from 'vitest';
import { importMissingData } from '../../scripts/deploy/initial-data';
import { SETTINGS_DOCUMENTS, writeMissingSettings } from '../../scripts/stack/settings-documents';
import { resetFirestore, testDb } from '../support/firestore';

// The settings documents a project starts with: one list written by the local seed, the backup
// drill, `npm run settings:import` and the deploy's step 4, each only where missing.
const paths = SETTINGS_DOCUMENTS.map(({ path }) => `${path.collection}/${path.id}`);

async function stored() {
  const read = await Promise.all(paths.map((path) => testDb().doc(path).get()));
  return Object.fromEntries(read.map((doc, index) => [paths[index], doc.data()]));
}

beforeEach(async () => {
  await resetFirestore();
  await Promise.all(paths.map((path) => testDb().doc(path).delete()));
});

describe('the settings documents', () => {
  it('are created where missing, each with its initial values, and never overwritten', async () => {
    const written = await writeMissingSettings(testDb());
    expect(written.map(({ path, created }) => [path, created])).toEqual([
      ['settings/membership', true],
      ['settings/mail', true],
      ['settings/vouchers', true],
      ['settings/receipts', true],
    ]);
    expect(await stored()).toEqual(
      Object.fromEntries(SETTINGS_DOCUMENTS.map(({ initial }, index) => [paths[index], initial])),
    );

    const staffChoice = { reminderTime: '19:30', reviewUrl: 'https://reviews.example/x' };
    await testDb().doc('settings/mail').set(staffChoice);
    await testDb().doc('settings/vouchers').set({ validityMonths: 12 });
    const again = await writeMissingSettings(testDb());
    expect(again.every(({ created }) => !created)).toBe(true);
    expect(await stored()).toMatchObject({
      'settings/mail': staffChoice,
      'settings/vouchers': { validityMonths: 12 },
    });
  });

  it("are all written by the deploy's step 4, which reports what it created", async () => {
    const lines: string[] = [];
    const log = (line: string) => lines.push(line);
    await importMissingData({ db: testDb, dryRun: false, log });
    expect(Object.values(await stored()).every((doc) => doc !== undefined)).toBe(true);
    expect(lines.at(-1)).toBe(`created ${paths.join(', ')}`);

    await importMissingData({ db: testDb, dryRun: false, log });
    expect(lines.at(-1)).toBe('schedules and settings already present: unchanged');
  });
});
