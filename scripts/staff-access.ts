/**
 * Grants or revokes the staff area (the `staff: true` custom claim of a Firebase Auth account):
 *   npm run staff:grant -- <email> [--project <project-id>]
 *   npm run staff:revoke -- <email> [--project <project-id>]
 * Without --project it works on the local stack's Auth emulator (npm start must be running); with
 * it, on the real project through Application Default Credentials
 * (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HOST, PORTS, PROJECT_ID } from './stack/ports';
import { setStaffClaim } from './stack/staff-claim';

const [action, ...rest] = process.argv.slice(2);
const flag = rest.indexOf('--project');
const projectId = flag >= 0 ? rest[flag + 1] : undefined;
const email = rest.find((arg, index) => !arg.startsWith('--') && (flag < 0 || index !== flag + 1));
if ((action !== 'grant' && action !== 'revoke') || !email || (flag >= 0 && !projectId)) {
  console.error('Usage: npm run staff:grant -- <email> [--project <project-id>] (or staff:revoke)');
  process.exit(2);
}
if (!projectId) process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
const app = initializeApp({ projectId: projectId ?? PROJECT_ID }, 'staff-access');
try {
  const uid = await setStaffClaim(getAuth(app), email, action === 'grant');
  console.log(
    `${email} (${uid}) ${action === 'grant' ? 'is now staff' : 'is no longer staff'} on ` +
      `${projectId ?? 'the local Auth emulator'}. The change applies at the next sign-in.`,
  );
} catch (error) {
  console.error(`Could not ${action} staff access for ${email}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
