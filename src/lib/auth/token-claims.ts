/**
 * The custom claims in a Firebase ID token, read on the device only to choose what to show: every
 * staff callable checks the claim again from the verified token on the server.
 */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1];
  if (!payload) return {};
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as unknown;
    return claims && typeof claims === 'object' ? (claims as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/** A guide (`staff`) or a manager (`manager`): a manager is staff too. */
export function isStaffToken(idToken: string | undefined): boolean {
  if (idToken === undefined) return false;
  const claims = tokenClaims(idToken);
  return claims.staff === true || claims.manager === true;
}

/** A manager: calls dates off (and, later, refunds and membership decisions). */
export const isManagerToken = (idToken: string | undefined) =>
  idToken !== undefined && tokenClaims(idToken).manager === true;
