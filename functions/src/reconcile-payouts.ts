import {
  STRIPE_API_HOST,
  STRIPE_API_PORT,
  STRIPE_API_PROTOCOL,
  STRIPE_SECRET_KEY,
} from './lib/config';
import { db } from './lib/firestore';
import { scheduledJob } from './lib/scheduled-job';
import { reconcilePayouts as reconcile } from './services/payouts/reconcile-payouts';
import { stripeClient } from './services/stripe-client';

/** Stores each Stripe payout with its lines tied to what they paid for ("Cassa"). */
export const reconcilePayouts = scheduledJob(
  'reconcilePayouts',
  { secrets: [STRIPE_SECRET_KEY] },
  async () => {
    const firestore = db();
    const stripe = stripeClient(
      STRIPE_SECRET_KEY.value(),
      {
        host: STRIPE_API_HOST.value(),
        port: STRIPE_API_PORT.value(),
        protocol: STRIPE_API_PROTOCOL.value(),
      },
      firestore,
    );
    await reconcile({ db: firestore, stripe, now: () => new Date() });
  },
);
