import { CALLABLE_SCHEMAS } from '../../../src/domain/api/callable-schemas';
import type { CallableName } from '../../../src/domain/api/callables';
import { localAppCheckHeader } from '../../stack/local-app-check';

/** Hosting's proxy gives up after 60 s; an import of 5,000 rows may take about that. */
const CALL_TIME_LIMIT_MS = 120_000;

export interface TimedAnswer {
  ms: number;
  /** The answer as the browser would take it (checked with the callable's response schema). */
  data?: unknown;
  /** Why the browser would not have taken it: HTTP status and error reason, or the schema's. */
  problem?: string;
}

/**
 * One call of a staff callable through Hosting (`/api/<name>`), signed in, with App Check, as the
 * staff pages make it; timed from the request to the checked answer.
 */
export async function callAsStaff(
  siteUrl: string,
  name: CallableName,
  data: unknown,
  idToken: string,
): Promise<TimedAnswer> {
  const started = performance.now();
  try {
    const response = await fetch(`${siteUrl}/api/${name}`, {
      method: 'POST',
      headers: {
        'Content-Type': 'application/json',
        ...localAppCheckHeader(),
        Authorization: `Bearer ${idToken}`,
      },
      body: JSON.stringify({ data }),
      signal: AbortSignal.timeout(CALL_TIME_LIMIT_MS),
    });
    const body = (await response.json()) as {
      result?: unknown;
      error?: { status?: string; details?: { reason?: string } };
    };
    const ms = performance.now() - started;
    if (!response.ok || body.error) {
      const reason = body.error?.details?.reason ?? body.error?.status ?? '';
      return { ms, problem: `HTTP ${response.status} ${reason}`.trim() };
    }
    const parsed = CALLABLE_SCHEMAS[name].response.safeParse(body.result);
    if (!parsed.success) {
      const where = [...new Set(parsed.error.issues.map((issue) => issue.path.join('.')))];
      return { ms, problem: `answer refused by its schema at ${where.slice(0, 3).join(', ')}` };
    }
    return { ms, data: parsed.data };
  } catch (error) {
    return { ms: performance.now() - started, problem: (error as Error).name };
  }
}
