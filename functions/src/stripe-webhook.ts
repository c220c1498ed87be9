import { onRequest } from 'firebase-functions/v2/https';
import { BOOKING_SECRETS, bookingDeps } from './lib/booking-runtime';
import { STRIPE_WEBHOOK_SECRET } from './lib/config';
import { handleWebhookRequest } from './services/booking/webhook';

/** Reached through Hosting's /api/stripe-webhook rewrite, and directly on the emulator. */
export const stripeWebhook = onRequest(
  { secrets: [...BOOKING_SECRETS, STRIPE_WEBHOOK_SECRET] },
  async (req, res) => {
    if (req.method !== 'POST') {
      res.status(405).set('Allow', 'POST').send('Method not allowed');
      return;
    }
    const signature = req.get('stripe-signature');
    const answer = await handleWebhookRequest(bookingDeps(), STRIPE_WEBHOOK_SECRET.value(), {
      rawBody: req.rawBody,
      signature,
    });
    res.status(answer.status).type('text/plain').send(answer.body);
  },
);
