import type { IncomingMessage, ServerResponse } from 'node:http';
import { DECLINE_MESSAGE, escapeHtml, renderCheckoutPage, successUrlFor } from './checkout-page.js';
import { readBody, redirect, sendHtml } from './http-util.js';
import { completeSession, type StandInContext } from './session-lifecycle.js';
import { waitBriefly } from './wait-briefly.js';

/** The hosted checkout page at the session's `url`, and its Pay and Decline form posts. */
const PAGE = /^\/checkout\/([A-Za-z0-9_]+)(?:\/(pay|decline))?$/;

export function isPagePath(path: string): boolean {
  return PAGE.test(path);
}

function notFound(response: ServerResponse, id: string): void {
  sendHtml(
    response,
    404,
    `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not found</title></head>` +
      `<body><main><h1>Checkout not found</h1><p>No checkout session ${escapeHtml(id)}.</p></main></body></html>`,
  );
}

export async function handlePageRequest(
  context: StandInContext,
  redirectWaitMs: number,
  request: IncomingMessage,
  response: ServerResponse,
  path: string,
): Promise<void> {
  const [, id = '', action] = PAGE.exec(path) ?? [];
  const method = request.method ?? 'GET';
  const record = context.store.sessions.get(id);
  if (method === 'POST') await readBody(request);
  if (!record) {
    notFound(response, id);
    return;
  }
  if (action === undefined && (method === 'GET' || method === 'HEAD')) {
    sendHtml(response, 200, renderCheckoutPage(record));
    return;
  }
  if (action === undefined || method !== 'POST') {
    response.writeHead(405, { Allow: action === undefined ? 'GET' : 'POST' }).end();
    return;
  }
  const { status } = record.session;
  if (status === 'complete' && action === 'pay') {
    // A second click on Pay (or a reload of the POST) lands where the first one went.
    redirect(response, successUrlFor(record));
    return;
  }
  if (status !== 'open') {
    sendHtml(response, 409, renderCheckoutPage(record));
    return;
  }
  if (action === 'decline') {
    // 402 is what Stripe answers a declined card with; the session stays open for another try.
    sendHtml(response, 402, renderCheckoutPage(record, DECLINE_MESSAGE));
    return;
  }
  await waitBriefly(completeSession(context, record), redirectWaitMs);
  redirect(response, successUrlFor(record));
}
