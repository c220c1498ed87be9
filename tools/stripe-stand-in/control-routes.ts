import type { IncomingMessage, ServerResponse } from 'node:http';
import { ApiError, invalidRequest } from './api-error.js';
import { readBody, sendJson } from './http-util.js';
import { snapshot } from './objects.js';
import { announceRefund } from './api-resources.js';
import { createPayout, readPayoutStatus, recordOther } from './balance.js';
import { dashboardActions } from './dashboard-actions.js';
import { completeSession, nowSeconds, type StandInContext } from './session-lifecycle.js';
import { waitBriefly } from './wait-briefly.js';
import type { EventRecord } from './webhooks.js';

/**
 * Test controls under `/__stand-in/`: not Stripe's API, so they can never be mistaken for it.
 * They need no API key: the stand-in only ever listens on a developer's machine or in CI.
 */
export const CONTROL_PREFIX = '/__stand-in/';

function describeEvent(record: EventRecord): object {
  return {
    id: record.event.id,
    type: record.event.type,
    created: record.event.created,
    object_id: record.event.data.object.id,
    delivery: { state: record.state, attempts: record.attempts },
    event: record.event,
  };
}

function readCount(url: URL): number {
  const text = url.searchParams.get('count') ?? '1';
  const count = Number(text);
  if (!/^\d+$/.test(text) || count > 1000) {
    throw invalidRequest('count must be an integer from 0 to 1000.', 'count');
  }
  return count;
}

function readAmount(text: string): number {
  if (!/^\d+$/.test(text) || Number(text) < 1) {
    throw invalidRequest('amount must be a positive integer of cents.', 'amount');
  }
  return Number(text);
}

function readSignedAmount(text: string): number {
  if (!/^-?\d+$/.test(text) || Number(text) === 0) {
    throw invalidRequest('amount must be a non-zero integer of cents.', 'amount');
  }
  return Number(text);
}

async function route(
  context: StandInContext,
  redirectWaitMs: number,
  method: string,
  url: URL,
): Promise<unknown> {
  const path = url.pathname.slice(CONTROL_PREFIX.length);
  const [first, id, action] = path.split('/');
  if (method === 'GET' && path === 'health') return { ok: true };
  if (method === 'GET' && path === 'events') {
    const type = url.searchParams.get('type');
    const records = context.webhooks.list().filter((r) => !type || r.event.type === type);
    return { object: 'list', data: records.map(describeEvent) };
  }
  if (method === 'GET' && path === 'requests') {
    return { object: 'list', data: context.store.apiRequests };
  }
  if (method === 'POST' && path === 'fail-next') {
    context.store.failNextCount = readCount(url);
    return { fail_next: context.store.failNextCount };
  }
  const dashboard = dashboardActions(context, announceRefund);
  if (method === 'POST' && path === 'refunds/fail-next') {
    context.store.failRefundsCount = readCount(url);
    return { fail_refunds: context.store.failRefundsCount };
  }
  if (method === 'POST' && path === 'refunds/answer-late') {
    context.store.lateRefundAnswers = readCount(url);
    return { answer_late: context.store.lateRefundAnswers };
  }
  if (method === 'POST' && path === 'sessions/hold') {
    let open = (): void => undefined;
    const opened = new Promise<void>((resolve) => (open = resolve));
    context.store.sessionGate = { opened, open };
    return { holding: true };
  }
  if (method === 'POST' && path === 'sessions/release-held') {
    context.store.sessionGate?.open();
    context.store.sessionGate = null;
    return { holding: false };
  }
  if (method === 'POST' && first === 'refunds' && id && action === 'fail') {
    return dashboard.failRefund(id);
  }
  if (method === 'POST' && first === 'payment_intents' && id && action === 'dashboard-refund') {
    const amount = url.searchParams.get('amount');
    return dashboard.refund(id, amount === null ? undefined : readAmount(amount));
  }
  if (method === 'POST' && first === 'payment_intents' && id && action === 'dispute') {
    return dashboard.dispute(id);
  }
  if (method === 'POST' && path === 'payouts') {
    return createPayout(
      context.store,
      nowSeconds(context),
      readPayoutStatus(url.searchParams.get('status')),
    );
  }
  if (method === 'POST' && first === 'balance' && (id === 'stripe_fee' || id === 'adjustment')) {
    const amount = readSignedAmount(url.searchParams.get('amount') ?? '');
    return recordOther(context.store, id, amount, nowSeconds(context));
  }
  if (method === 'POST' && path === 'reset') {
    context.store.reset();
    context.webhooks.reset();
    return { reset: true };
  }
  if (method === 'POST' && first === 'sessions' && id && action === 'complete') {
    const record = context.store.sessions.get(id);
    if (!record)
      throw new ApiError(404, 'invalid_request_error', `No such checkout.session: '${id}'`);
    await waitBriefly(completeSession(context, record), redirectWaitMs);
    return snapshot(record.session);
  }
  if (method === 'POST' && first === 'events' && id && action === 'resend') {
    const resent = context.webhooks.resend(id);
    if (!resent) throw new ApiError(404, 'invalid_request_error', `No such event: '${id}'`);
    await resent.firstAttempt;
    return describeEvent(resent.record);
  }
  throw new ApiError(
    404,
    'invalid_request_error',
    `Unknown stand-in control: ${method} ${url.pathname}`,
  );
}

export async function handleControlRequest(
  context: StandInContext,
  redirectWaitMs: number,
  request: IncomingMessage,
  response: ServerResponse,
  url: URL,
): Promise<void> {
  const method = request.method ?? 'GET';
  try {
    if (method === 'POST') await readBody(request);
    sendJson(response, 200, await route(context, redirectWaitMs, method, url));
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    sendJson(response, error.status, error.toBody());
  }
}
