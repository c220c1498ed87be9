/**
 * Runs the stack's front ends (front-proxies.ts) in a process of their own: the process that
 * starts the stack may block its event loop (the end-to-end runner waits for Playwright
 * synchronously), and a proxy in it would then stop answering.
 */
import { startFrontProxies } from './front-proxies';

await startFrontProxies();
console.log('front ends ready');
