import { HOST, PORTS, PROJECT_ID, REGION } from './ports';

const BACKGROUND = `http://${HOST}:${PORTS.functionsEmulator}/functions/projects/${PROJECT_ID}/triggers`;

/**
 * The functions emulator's keys for its event-triggered functions (`<region>-<name>-<generation>`),
 * read from the list it gives when asked for one that does not exist.
 */
async function triggerKeys(): Promise<string[]> {
  const response = await fetch(`${BACKGROUND}/__list`, { method: 'POST', body: '{}' });
  const text = await response.text();
  return (
    text
      .split('valid functions are:')[1]
      ?.split(',')
      .map((key) => key.trim()) ?? []
  );
}

async function keyOf(functionName: string): Promise<string> {
  const pattern = new RegExp(`^${REGION}-${functionName}-(\\d+)$`);
  const keys = (await triggerKeys()).filter((key) => pattern.test(key));
  // The newest generation is the live one (the emulator reloads on a rebuild).
  const key = keys.sort((a, b) => Number(pattern.exec(b)?.[1]) - Number(pattern.exec(a)?.[1]))[0];
  if (!key) throw new Error(`The functions emulator has no function ${functionName}`);
  return key;
}

/** The Firestore events the stack's document-triggered functions listen to. */
const DOCUMENT_EVENTS = {
  created: 'google.cloud.firestore.document.v1.created',
  written: 'google.cloud.firestore.document.v1.written',
} as const;

/**
 * Connects a Firestore-triggered function (`onDocumentCreated`, `onDocumentWritten`) to the
 * Firestore emulator the stack runs itself (firebase-tools only does so for a Firestore emulator
 * it started): the emulator then posts each matching event to the functions emulator, as
 * Eventarc does in production.
 */
async function registerDocumentTrigger(
  functionName: string,
  documentPattern: string,
  event: keyof typeof DOCUMENT_EVENTS,
): Promise<void> {
  const key = await keyOf(functionName);
  const url = `http://${HOST}:${PORTS.firestore}/emulator/v1/projects/${PROJECT_ID}/eventarcTrigger?eventarcTriggerId=${key}`;
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      eventType: DOCUMENT_EVENTS[event],
      database: '(default)',
      namespace: '(default)',
      document: { value: documentPattern, matchType: 'PATH_PATTERN' },
    }),
  });
  if (!response.ok) {
    throw new Error(
      `Registering ${functionName} failed: ${response.status} ${await response.text()}`,
    );
  }
}

/** An `onDocumentCreated` function: each new document matching the pattern. */
export function registerDocumentCreatedTrigger(functionName: string, documentPattern: string) {
  return registerDocumentTrigger(functionName, documentPattern, 'created');
}

/** An `onDocumentWritten` function: each creation, change and deletion matching the pattern. */
export function registerDocumentWrittenTrigger(functionName: string, documentPattern: string) {
  return registerDocumentTrigger(functionName, documentPattern, 'written');
}

/** Runs a scheduled function once through the functions emulator, as Cloud Scheduler would. */
export async function runScheduledFunction(functionName: string): Promise<number> {
  const response = await fetch(`${BACKGROUND}/${await keyOf(functionName)}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: '{}',
  });
  await response.arrayBuffer();
  return response.status;
}
