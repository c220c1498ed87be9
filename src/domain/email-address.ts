/**
 * An e-mail address as one person: the same address typed with capitals or stray spaces is the
 * same person (their open holds, their waiting-list entry, the confirmations they are sent).
 */
export function emailIdentity(address: string): string {
  return address.trim().toLowerCase();
}
