import { expect, test } from '@playwright/test';
import { memberRegisterKeys } from '@/domain/member-register-keys';
import { testDb } from '../support/firestore';

// A member added by hand in the Firebase console, made here through the Admin SDK on the stack's
// Firestore: the normalizeMemberNameOnWrite trigger, connected to the emulator by the stack, fills
// in what staff did not type, and the register's keys.

test('a member typed in the console gets normalizedName, memberNumber and the register keys from the trigger', async () => {
  const memberNumber = `e2e-${Date.now().toString(36)}`;
  const ref = testDb().doc(`members/${memberNumber}`);
  try {
    await ref.set({ fullName: 'Chiara Dell\u2019Acqua', validUntil: '2099-12-31' });
    await expect
      .poll(async () => (await ref.get()).data(), { timeout: 30_000 })
      .toEqual({
        fullName: 'Chiara Dell\u2019Acqua',
        validUntil: '2099-12-31',
        normalizedName: "chiara dell'acqua",
        memberNumber,
        // And the keys "Registro soci" pages and searches by.
        ...memberRegisterKeys(memberNumber, "chiara dell'acqua"),
      });
  } finally {
    await ref.delete();
  }
});
