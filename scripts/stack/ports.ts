/** The local stack's fixed addresses (ARCHITECTURE.md); firebase.json holds the emulators' copies. */
export const HOST = '127.0.0.1';
export const PROJECT_ID = 'demo-valpolicella';
export const REGION = 'europe-west1';

export const PORTS = {
  hosting: 5000,
  functions: 5001,
  auth: 9099,
  firestore: 8080,
  stripe: 12111,
  smtp: 1025,
  mailUi: 1080,
  emulatorHub: 4400,
  emulatorLogging: 4500,
  viteDev: 5173,
} as const;

export const URLS = {
  site: `http://${HOST}:${PORTS.hosting}`,
  devSite: `http://${HOST}:${PORTS.viteDev}`,
  functionsBase: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}`,
  firestore: `http://${HOST}:${PORTS.firestore}`,
  auth: `http://${HOST}:${PORTS.auth}`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  mailInbox: `http://${HOST}:${PORTS.mailUi}`,
} as const;
