/**
 * `npm start`: builds the site and functions, starts every local service (Firestore, Auth,
 * Functions and Hosting emulators, the Stripe stand-in, the mail catcher), seeds the demo member
 * register and prints the addresses. `npm run dev` adds Vite's hot-reloading dev server. Ctrl-C
 * stops everything it started.
 */
import { describeStack, startStack } from './stack/stack';

const dev = process.argv.includes('--dev');
const startedAt = Date.now();
const stack = await startStack({ dev, echo: process.argv.includes('--verbose') });
console.log(`\nLocal stack (project demo-valpolicella):\n${describeStack(stack.siteUrl)}`);
console.log(`\nReady in ${((Date.now() - startedAt) / 1000).toFixed(1)} s. Press Ctrl-C to stop.`);
console.log('Ready');

let stopping = false;
const shutdown = async () => {
  if (stopping) return;
  stopping = true;
  console.log('\nStopping the local stack…');
  await stack.stop();
  process.exit(0);
};
process.on('SIGINT', () => void shutdown());
process.on('SIGTERM', () => void shutdown());
