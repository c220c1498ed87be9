import { siteCallable } from './lib/callable';
import { db } from './lib/firestore';
import { handleMyPaymentStatement } from './services/receipts/payment-statement';

/** A signed-in member's payments of a year for one participant, for a tax return. */
export const myPaymentStatement = siteCallable('myPaymentStatement', {}, (_call, request) =>
  handleMyPaymentStatement({ db: db() }, request),
);
