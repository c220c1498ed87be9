import { afterAll, afterEach, beforeEach } from 'vitest';
import { closeTestDb, resetFirestore } from './firestore';
import { startSmtpCatcher, type SmtpCatcher } from './smtp-catcher';

/**
 * Registers the hooks of the mail tests: a clean Firestore and a fresh SMTP catcher for each test,
 * the Firestore client closed at the end. Returns the current test's catcher.
 */
export function registerSmtpCatcher(): () => SmtpCatcher {
  let catcher: SmtpCatcher | undefined;
  beforeEach(async () => {
    await resetFirestore();
    catcher = await startSmtpCatcher();
  });
  afterEach(() => catcher?.stop());
  afterAll(closeTestDb);
  return () => {
    if (!catcher) throw new Error('the SMTP catcher is used before beforeEach started it');
    return catcher;
  };
}
