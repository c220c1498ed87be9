import type { StaffRoster } from '@/domain/api/staff';
import { fromBase64url } from '@/domain/ticket/base64url';

export type CheckState = 'ok' | 'missing' | 'pending';

export interface SavedRosterChecks {
  roster: CheckState;
  /** When the saved roster was read on the server (its "as of"). */
  asOf: string | undefined;
  /** The Ed25519 public key tickets are checked with offline: it comes with the roster. */
  ticketKey: CheckState;
}

/** A raw Ed25519 public key is 32 bytes; anything else could not check a ticket. */
const isTicketKey = (key: string) => fromBase64url(key)?.length === 32;

/** What the roster saved on the device (undefined while it is being read) lets the guide do offline. */
export function savedRosterChecks(saved: StaffRoster | null | undefined): SavedRosterChecks {
  if (saved === undefined) return { roster: 'pending', asOf: undefined, ticketKey: 'pending' };
  if (saved === null) return { roster: 'missing', asOf: undefined, ticketKey: 'missing' };
  return {
    roster: 'ok',
    asOf: saved.asOf,
    ticketKey: isTicketKey(saved.ticketPublicKey) ? 'ok' : 'missing',
  };
}
