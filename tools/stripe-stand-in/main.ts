import { startStripeStandIn } from './server.js';

/**
 * CLI entry: `tsx tools/stripe-stand-in/main.ts`. Prints exactly one line once it listens, so a
 * start script can wait for it, and stops cleanly on Ctrl-C or SIGTERM.
 */
function readPort(text: string | undefined): number {
  if (text === undefined || text === '') return 12111;
  const port = Number(text);
  if (!/^\d+$/.test(text) || port > 65535) {
    throw new Error(`STRIPE_STAND_IN_PORT must be a port number, not "${text}"`);
  }
  return port;
}

const blankToUndefined = (value: string | undefined): string | undefined =>
  value === undefined || value.trim() === '' ? undefined : value.trim();

async function main(): Promise<void> {
  const webhookUrl = blankToUndefined(process.env['STRIPE_WEBHOOK_URL']);
  const standIn = await startStripeStandIn({
    port: readPort(process.env['STRIPE_STAND_IN_PORT']),
    host: blankToUndefined(process.env['STRIPE_STAND_IN_HOST']) ?? '127.0.0.1',
    webhookUrl,
    webhookSecret: blankToUndefined(process.env['STRIPE_WEBHOOK_SECRET']),
  });
  console.log(`Stripe stand-in listening on ${standIn.url}`);
  if (webhookUrl === undefined) {
    console.error('STRIPE_WEBHOOK_URL is not set: events are recorded, not delivered.');
  }
  let stopping = false;
  const stop = (): void => {
    if (stopping) return;
    stopping = true;
    // Exit explicitly: a webhook endpoint's keep-alive socket must not hold up Ctrl-C.
    standIn.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
