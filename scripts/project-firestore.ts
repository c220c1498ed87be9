import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';

/**
 * The maintenance commands run on a real Firebase project named by `--project <project-id>`
 * (`npm run <command> -- --project <project-id>`), signed in with Application Default Credentials
 * (`gcloud auth application-default login`). Without the flag the command prints its usage and
 * exits 2; otherwise `work` gets the project's Firestore, and the app is closed however it ends.
 */
export async function onProjectFirestore(
  command: string,
  work: (db: Firestore, projectId: string) => Promise<void>,
): Promise<void> {
  const flag = process.argv.indexOf('--project');
  const projectId = flag >= 0 ? process.argv[flag + 1] : undefined;
  if (!projectId) {
    console.error(`Usage: npm run ${command} -- --project <project-id>`);
    process.exit(2);
  }
  const app = initializeApp({ projectId }, command);
  try {
    await work(getFirestore(app), projectId);
  } finally {
    await deleteApp(app);
  }
}
