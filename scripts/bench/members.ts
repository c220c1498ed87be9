/**
 * The benchmark's own visitors: each one a signed-in account of the Auth emulator and a member of
 * the register (members/{memberNumber}), made with the Admin SDK for this run only and removed
 * afterwards, so the demo fixtures stay as they are and runs never see each other's members.
 */
import type { Auth } from 'firebase-admin/auth';
import type { Firestore } from 'firebase-admin/firestore';
import { normalizeMemberName } from '../../src/domain/members';

export interface BenchMember {
  uid: string;
  memberNumber: string;
  fullName: string;
  email: string;
  idToken: string;
}

/** Names the register accepts (letters only): "Ciclista Rmxq Bc", one per index. */
function memberName(runId: string, index: number): string {
  const letters = (n: number) =>
    Array.from({ length: 2 }, (_, i) =>
      String.fromCharCode(97 + (Math.floor(n / 26 ** i) % 26)),
    ).join('');
  return `Ciclista ${runId} ${letters(index).replace(/^./, (c) => c.toUpperCase())}`;
}

/** An ID token of the Auth emulator's account `email`, as the site's sign-in form gets one. */
export async function signIn(authUrl: string, email: string, password: string): Promise<string> {
  // The Auth emulator accepts any API key.
  const response = await fetch(
    `${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signInWithPassword?key=bench`,
    {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, returnSecureToken: true }),
      signal: AbortSignal.timeout(30_000),
    },
  );
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return ((await response.json()) as { idToken: string }).idToken;
}

export async function createBenchMembers(
  deps: { db: Firestore; auth: Auth; authUrl: string },
  { count, runId, validUntil }: { count: number; runId: string; validUntil: string },
): Promise<BenchMember[]> {
  const members: BenchMember[] = [];
  const batch = deps.db.batch();
  for (let index = 0; index < count; index += 1) {
    const fullName = memberName(runId, index);
    const memberNumber = `bench-${runId}-${String(index + 1).padStart(2, '0')}`;
    const email = `${memberNumber}@bench.example`;
    const password = `bench-${runId}-password`;
    const user = await deps.auth.createUser({ email, password, displayName: fullName });
    batch.set(deps.db.collection('members').doc(memberNumber), {
      fullName,
      normalizedName: normalizeMemberName(fullName),
      memberNumber,
      validUntil,
    });
    members.push({
      uid: user.uid,
      memberNumber,
      fullName,
      email,
      idToken: await signIn(deps.authUrl, email, password),
    });
  }
  await batch.commit();
  return members;
}

export async function removeBenchMembers(
  deps: { db: Firestore; auth: Auth },
  members: readonly BenchMember[],
): Promise<void> {
  await deps.auth.deleteUsers(members.map((member) => member.uid));
  const batch = deps.db.batch();
  for (const member of members)
    batch.delete(deps.db.collection('members').doc(member.memberNumber));
  await batch.commit();
}
