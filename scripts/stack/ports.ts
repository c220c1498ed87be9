/**
 * The local stack's fixed addresses (docs/architecture.md, "What runs where"); firebase.json holds
 * the emulators' copies.
 */
export const HOST = '127.0.0.1';
export const PROJECT_ID = 'demo-valpolicella';
export const REGION = 'europe-west1';

/**
 * `hosting` and `functions` are the front ends callers reach (front-proxies.ts): Hosting's edge
 * and Google's front end. The emulators behind them listen on the internal ports.
 */
export const PORTS = {
  hosting: 5000,
  functions: 5001,
  hostingEmulator: 5002,
  functionsEmulator: 5003,
  auth: 9099,
  firestore: 8080,
  stripe: 12111,
  smtp: 1025,
  mailUi: 1080,
  emulatorHub: 4400,
  emulatorLogging: 4500,
  viteDev: 5173,
} as const;

/**
 * The address Hosting's local edge connects from, as Google's front end appends it: the local
 * HOSTING_EDGE_RANGES names it, so no caller of the stack (127.0.0.1) is taken for the edge.
 */
export const LOCAL_EDGE_ADDRESS = '127.0.0.2';

export const URLS = {
  site: `http://${HOST}:${PORTS.hosting}`,
  devSite: `http://${HOST}:${PORTS.viteDev}`,
  functionsBase: `http://${HOST}:${PORTS.functions}/${PROJECT_ID}/${REGION}`,
  firestore: `http://${HOST}:${PORTS.firestore}`,
  auth: `http://${HOST}:${PORTS.auth}`,
  stripe: `http://${HOST}:${PORTS.stripe}`,
  mailInbox: `http://${HOST}:${PORTS.mailUi}`,
} as const;
