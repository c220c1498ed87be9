import { readFileSync } from 'node:fs';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { normalizeMemberName } from '../../src/domain/members';
import { HOST, PORTS, PROJECT_ID } from './ports';

interface FixtureMember {
  memberNumber: string;
  fullName: string;
  validUntil: string;
}

export function readDemoMembers(): FixtureMember[] {
  const file = new URL('../../fixtures/members.json', import.meta.url);
  return (JSON.parse(readFileSync(file, 'utf8')) as { members: FixtureMember[] }).members;
}

/** Writes the demo register as staff would import it: members/{memberNumber}. */
export async function writeDemoMembers(db: Firestore): Promise<number> {
  const batch = db.batch();
  const members = readDemoMembers();
  for (const member of members) {
    batch.set(db.collection('members').doc(member.memberNumber), {
      fullName: member.fullName,
      normalizedName: normalizeMemberName(member.fullName),
      memberNumber: member.memberNumber,
      validUntil: member.validUntil,
    });
  }
  await batch.commit();
  return members.length;
}

/** Loads the demo member register into the local stack's Firestore emulator. */
export async function seedMembers(): Promise<number> {
  process.env.FIRESTORE_EMULATOR_HOST = `${HOST}:${PORTS.firestore}`;
  const app = initializeApp({ projectId: PROJECT_ID }, `seed-${Date.now()}`);
  try {
    return await writeDemoMembers(getFirestore(app));
  } finally {
    await deleteApp(app);
  }
}
