import { logger } from 'firebase-functions';
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import { db } from './lib/firestore';
import { normalizeMemberRow } from './services/membership/normalize-member';

/**
 * Keeps `normalizedName` (and `memberNumber`) of every register row in step with its `fullName`,
 * with the register's order and search keys (`memberNumberKey`, `searchTerms`), whoever wrote
 * it: the staff callables, an import, or a hand edit in the console.
 */
export const normalizeMemberNameOnWrite = onDocumentWritten(
  { document: 'members/{memberNumber}' },
  async (event) => {
    if (!event.data?.after.exists) return;
    const outcome = await normalizeMemberRow(db(), event.params.memberNumber);
    if (outcome === 'updated') {
      logger.info('member name normalised', { memberNumber: event.params.memberNumber });
    }
  },
);
