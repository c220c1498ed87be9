import { formatAmount } from './format-amount.js';
import type { SessionRecord } from './store.js';

/**
 * The hosted checkout page: what a person (or Playwright) sees at the session's `url`. No
 * scripts, plain forms and landmarks, so it works with a keyboard and a screen reader, and
 * end-to-end tests can find everything by role and name.
 */
const HTML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => HTML_ESCAPES[char] ?? char);
}

/** Stripe fills the literal `{CHECKOUT_SESSION_ID}` placeholder in success_url. */
export function successUrlFor(record: SessionRecord): string {
  const { session } = record;
  return (session.success_url ?? '').split('{CHECKOUT_SESSION_ID}').join(session.id);
}

export const DECLINE_MESSAGE = 'Your card was declined.';

const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f6f8fa; color: #1a1f36; }
  main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 8px; }
  .test-mode { background: #fff4e5; color: #6b3900; padding: 0.25rem 0.5rem; border-radius: 4px; }
  table { width: 100%; border-collapse: collapse; margin: 1rem 0; }
  th, td { text-align: left; padding: 0.25rem 0; }
  td.amount, th.amount { text-align: right; }
  tfoot th, tfoot td { border-top: 1px solid #d0d7de; font-weight: 600; }
  [role="alert"] { color: #8a1c1c; background: #fdecec; padding: 0.5rem; border-radius: 4px; }
  .actions { display: flex; gap: 0.75rem; align-items: center; flex-wrap: wrap; }
  button { font: inherit; padding: 0.5rem 1.25rem; border-radius: 6px; border: 1px solid #1a1f36; }
  button.pay { background: #1a1f36; color: #fff; }
  :focus-visible { outline: 3px solid #0a66c2; outline-offset: 2px; }
`;

function orderTable(record: SessionRecord): string {
  const { session, lineItems } = record;
  const currency = session.currency ?? 'eur';
  const rows = lineItems
    .map(
      (item) =>
        `<tr><td>${escapeHtml(item.description ?? '')}</td><td>${item.quantity ?? 1}</td>` +
        `<td class="amount">${escapeHtml(formatAmount(item.amount_total, currency))}</td></tr>`,
    )
    .join('\n');
  return `<table>
  <caption>Order summary</caption>
  <thead><tr><th scope="col">Item</th><th scope="col">Quantity</th><th scope="col" class="amount">Amount</th></tr></thead>
  <tbody>
${rows}
  </tbody>
  <tfoot><tr><th scope="row" colspan="2">Total</th><td class="amount">${escapeHtml(formatAmount(session.amount_total ?? 0, currency))}</td></tr></tfoot>
</table>`;
}

function actions(record: SessionRecord, error: string | undefined): string {
  const { session } = record;
  const base = `/checkout/${encodeURIComponent(session.id)}`;
  if (session.status === 'complete') {
    return `<p>This payment is complete.</p>
<p><a href="${escapeHtml(successUrlFor(record))}">Return to the site</a></p>`;
  }
  if (session.status === 'expired') {
    const back = session.cancel_url
      ? `\n<p><a href="${escapeHtml(session.cancel_url)}">Return to the site</a></p>`
      : '';
    return `<p>This checkout session has expired.</p>${back}`;
  }
  const alert = error === undefined ? '' : `<p role="alert">${escapeHtml(error)}</p>\n`;
  const cancel = session.cancel_url ? `<a href="${escapeHtml(session.cancel_url)}">Cancel</a>` : '';
  return `${alert}<p id="hint">Pay succeeds. Decline answers as a declined card would.</p>
<div class="actions">
  <form method="post" action="${base}/pay"><button type="submit" class="pay" aria-describedby="hint">Pay</button></form>
  <form method="post" action="${base}/decline"><button type="submit" aria-describedby="hint">Decline</button></form>
  ${cancel}
</div>`;
}

export function renderCheckoutPage(record: SessionRecord, error?: string): string {
  const { session } = record;
  const total = formatAmount(session.amount_total ?? 0, session.currency ?? 'eur');
  const email = session.customer_email
    ? `<p>Email: <strong>${escapeHtml(session.customer_email)}</strong></p>`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(`Pay ${total}`)} – Stripe stand-in</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="test-mode">Test mode: local Stripe stand-in, no real payment.</p>
<h1>Checkout</h1>
${orderTable(record)}
${email}
${actions(record, error)}
</main>
</body>
</html>
`;
}
