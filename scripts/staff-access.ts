/**
 * Grants or revokes the staff area (custom claims of a Firebase Auth account):
 *   npm run staff:grant -- <email> [--manager] [--project <project-id>]
 *   npm run staff:revoke -- <email> [--project <project-id>]
 * A grant makes the account a guide (roster and check-in), with --manager a manager (also calling
 * off dates, refunds, membership decisions); only accounts whose e-mail address is verified. A
 * revoke also ends the account's sessions. Without --project it works on the local stack's Auth
 * emulator (npm start must be running); with it, on the real project through Application Default
 * Credentials (`gcloud auth application-default login`).
 */
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getAuth } from 'firebase-admin/auth';
import { HOST, PORTS, PROJECT_ID } from './stack/ports';
import { grantStaffRole, revokeStaffRoles } from './stack/staff-claim';

const USAGE =
  'Usage: npm run staff:grant -- <email> [--manager] [--project <project-id>]\n' +
  '       npm run staff:revoke -- <email> [--project <project-id>]';

const [action, ...rest] = process.argv.slice(2);
const flag = rest.indexOf('--project');
const projectId = flag >= 0 ? rest[flag + 1] : undefined;
const manager = rest.includes('--manager');
const email = rest.find((arg, index) => !arg.startsWith('--') && (flag < 0 || index !== flag + 1));
const unknownFlag = rest.find(
  (arg) => arg.startsWith('--') && !['--project', '--manager'].includes(arg),
);
if (
  (action !== 'grant' && action !== 'revoke') ||
  !email ||
  (flag >= 0 && !projectId) ||
  unknownFlag ||
  (manager && action !== 'grant')
) {
  console.error(USAGE);
  process.exit(2);
}
if (!projectId) process.env.FIREBASE_AUTH_EMULATOR_HOST = `${HOST}:${PORTS.auth}`;
const where = projectId ?? 'the local Auth emulator';
const app = initializeApp({ projectId: projectId ?? PROJECT_ID }, 'staff-access');
try {
  if (action === 'grant') {
    const role = manager ? 'manager' : 'guide';
    const uid = await grantStaffRole(getAuth(app), email, role);
    console.log(
      `${email} (${uid}) is now staff (${role}) on ${where}. ` +
        'The role applies at the next sign-in (or within the hour).',
    );
  } else {
    const uid = await revokeStaffRoles(getAuth(app), email);
    console.log(
      `${email} (${uid}) is no longer staff on ${where}. Its sessions were revoked: ` +
        'staff calls with its current token are refused now.',
    );
  }
} catch (error) {
  console.error(`Could not ${action} staff access for ${email}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await deleteApp(app);
}
