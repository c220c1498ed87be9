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

export const isStaffToken = (idToken: string | undefined) =>
  idToken !== undefined && tokenClaims(idToken).staff === true;
