import { bookingFeeSchema } from '@/domain/api/membership-fee';
import type { KnownMembership, PendingApplication } from './known-membership';

/**
 * The verified member for this browser tab's session (sessionStorage): a reload, another tour
 * page or a return from the forms page keeps the name and its verdicts without asking the
 * register again, and closing the tab forgets them.
 */
const KEY = 'valpolicella:known-member';

const textOrNull = (value: unknown) => (typeof value === 'string' ? value : null);

export function readKnownMembership(): KnownMembership | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return null;
    const stored = raw as Record<string, unknown>;
    if (typeof stored.name !== 'string' || stored.name.trim() === '') return null;
    return {
      name: stored.name,
      coveredThrough: textOrNull(stored.coveredThrough),
      lapsedFrom: textOrNull(stored.lapsedFrom),
    };
  } catch {
    // Storage switched off or a malformed entry: verify again, as on a first visit.
    return null;
  }
}

export function writeKnownMembership(known: KnownMembership | null): void {
  try {
    if (known) window.sessionStorage.setItem(KEY, JSON.stringify(known));
    else window.sessionStorage.removeItem(KEY);
  } catch (error) {
    console.warn('The verified member cannot be kept for this session', error);
  }
}

/**
 * The application sent from a card that lets its applicant book meanwhile, for this tab's session
 * too: another tour page or a reload still books on it, until it is no longer fresh
 * (known-membership.ts, PendingApplication).
 */
const APPLICATION_KEY = 'valpolicella:pending-application';

export function readPendingApplication(): PendingApplication | null {
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(APPLICATION_KEY) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return null;
    const stored = raw as Record<string, unknown>;
    const { name, id, keptUntil } = stored;
    if (typeof name !== 'string' || typeof id !== 'string' || typeof keptUntil !== 'number') {
      return null;
    }
    // The fee quote is a courtesy: one that does not read as one is left out, never trusted.
    const fee = bookingFeeSchema.safeParse(stored['fee']);
    return { name, id, keptUntil, ...(fee.success ? { fee: fee.data } : {}) };
  } catch {
    return null;
  }
}

export function writePendingApplication(pending: PendingApplication | null): void {
  try {
    if (pending) window.sessionStorage.setItem(APPLICATION_KEY, JSON.stringify(pending));
    else window.sessionStorage.removeItem(APPLICATION_KEY);
  } catch (error) {
    console.warn('The pending application cannot be kept for this session', error);
  }
}
