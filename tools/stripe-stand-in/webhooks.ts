import { createHmac } from 'node:crypto';
import { setTimeout as sleep } from 'node:timers/promises';
import { newId, snapshot, type StandInObject } from './objects.js';

/**
 * Events and their delivery, as Stripe does it: a JSON body POSTed to the endpoint with a
 * `Stripe-Signature: t=…,v1=…` header, retried with back-off while the endpoint fails. Stripe
 * retries for days; a local run gives up after a few attempts so a broken endpoint stays visible.
 */
export interface StandInEvent {
  id: string;
  object: 'event';
  api_version: string;
  created: number;
  type: string;
  data: { object: StandInObject };
  livemode: false;
  pending_webhooks: number;
  request: { id: string | null; idempotency_key: string | null };
}

export interface DeliveryAttempt {
  attempt: number;
  at: string;
  status: number | null;
  error: string | null;
  durationMs: number;
}

export type DeliveryState = 'pending' | 'delivered' | 'failed' | 'not_configured';

export interface EventRecord {
  event: StandInEvent;
  /** The exact body sent, so a resend carries the same bytes under a fresh signature. */
  payload: string;
  state: DeliveryState;
  attempts: DeliveryAttempt[];
}

export interface WebhookSenderOptions {
  url: string | undefined;
  secret: string | undefined;
  retryDelaysMs: readonly number[];
  timeoutMs: number;
  log: (line: string) => void;
  now: () => number;
}

export type EventRequest = StandInEvent['request'];

/** `v1` is HMAC-SHA256 of "<t>.<body>" keyed with the whole `whsec_…` string, as Stripe signs. */
export function signatureHeader(payload: string, secret: string, timestampSeconds: number): string {
  const v1 = createHmac('sha256', secret).update(`${timestampSeconds}.${payload}`).digest('hex');
  return `t=${timestampSeconds},v1=${v1}`;
}

// fetch reports every network failure as "fetch failed"; the useful part is in its cause.
function describeFailure(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  if (error.name === 'TimeoutError') return 'timeout';
  const cause: unknown = error.cause;
  if (cause instanceof Error) return 'code' in cause ? String(cause.code) : cause.message;
  return error.message;
}

export class WebhookSender {
  private records: EventRecord[] = [];
  private controller = new AbortController();

  constructor(private readonly options: WebhookSenderOptions) {}

  /** Records the event and starts delivery; the promise settles once the first attempt ends. */
  emit(
    type: string,
    object: StandInObject,
    apiVersion: string,
    request: EventRequest = { id: null, idempotency_key: null },
  ): { record: EventRecord; firstAttempt: Promise<void> } {
    const event: StandInEvent = {
      id: newId('evt'),
      object: 'event',
      api_version: apiVersion,
      created: Math.floor(this.options.now() / 1000),
      type,
      data: { object: snapshot(object) },
      livemode: false,
      pending_webhooks: 1,
      request,
    };
    const record: EventRecord = {
      event,
      payload: JSON.stringify(event, null, 2),
      state: 'pending',
      attempts: [],
    };
    this.records.push(record);
    return { record, firstAttempt: this.deliver(record) };
  }

  resend(eventId: string): { record: EventRecord; firstAttempt: Promise<void> } | undefined {
    const record = this.records.find((candidate) => candidate.event.id === eventId);
    return record && { record, firstAttempt: this.deliver(record) };
  }

  list(): readonly EventRecord[] {
    return this.records;
  }

  /** Forgets all events and stops their retries. */
  reset(): void {
    this.controller.abort();
    this.controller = new AbortController();
    this.records = [];
  }

  close(): void {
    this.controller.abort();
  }

  private deliver(record: EventRecord): Promise<void> {
    const { url, secret } = this.options;
    if (url === undefined || secret === undefined) {
      record.state = 'not_configured';
      return Promise.resolve();
    }
    record.state = 'pending';
    const signal = this.controller.signal;
    let firstAttemptDone = (): void => undefined;
    const firstAttempt = new Promise<void>((resolve) => {
      firstAttemptDone = resolve;
    });
    const run = async (): Promise<void> => {
      const total = this.options.retryDelaysMs.length + 1;
      for (let attempt = 1; attempt <= total && !signal.aborted; attempt += 1) {
        const ok = await this.attempt(record, url, secret, attempt, total, signal);
        firstAttemptDone();
        if (ok) {
          record.state = 'delivered';
          return;
        }
        const delay = this.options.retryDelaysMs[attempt - 1];
        if (delay === undefined) break;
        await sleep(delay, undefined, { signal });
      }
      if (!signal.aborted) record.state = 'failed';
    };
    // An abort (reset/close) ends the loop early; that is not a delivery failure worth reporting.
    void run()
      .catch(() => undefined)
      .finally(firstAttemptDone);
    return firstAttempt;
  }

  private async attempt(
    record: EventRecord,
    url: string,
    secret: string,
    attempt: number,
    total: number,
    signal: AbortSignal,
  ): Promise<boolean> {
    const started = Date.now();
    let status: number | null = null;
    let error: string | null = null;
    try {
      const response = await fetch(url, {
        method: 'POST',
        // Stripe does not follow redirects: a 3xx counts as a failed delivery.
        redirect: 'manual',
        signal: AbortSignal.any([signal, AbortSignal.timeout(this.options.timeoutMs)]),
        headers: {
          'Content-Type': 'application/json; charset=utf-8',
          'User-Agent': 'Stripe/1.0 (+https://stripe.com/docs/webhooks)',
          // Wall-clock time, not the injectable clock: receivers check it against their own clock.
          'Stripe-Signature': signatureHeader(
            record.payload,
            secret,
            Math.floor(Date.now() / 1000),
          ),
        },
        body: record.payload,
      });
      status = response.status;
      await response.body?.cancel();
    } catch (failure) {
      if (signal.aborted) throw failure;
      error = describeFailure(failure);
    }
    const durationMs = Date.now() - started;
    record.attempts.push({
      attempt,
      at: new Date(started).toISOString(),
      status,
      error,
      durationMs,
    });
    const ok = status !== null && status >= 200 && status < 300;
    const retryIn = this.options.retryDelaysMs[attempt - 1];
    const outcome = ok ? '' : retryIn === undefined ? ', giving up' : `, retrying in ${retryIn} ms`;
    this.options.log(
      `webhook ${record.event.type} ${record.event.id} attempt ${attempt}/${total}: ` +
        `${status ?? `failed (${error ?? 'unknown'})`} in ${durationMs} ms${outcome}`,
    );
    return ok;
  }
}
