import { onCall, type CallableOptions, type CallableRequest } from 'firebase-functions/v2/https';
import type { BlockList } from 'node:net';
import { needsLimitedUseAppCheck, type CallableName } from '@/domain/api/callables';
import { callContext, type CallContext } from './call-context';
import { failure, withKnownReason } from './callable-errors';
import { edgeRanges } from './client-address';
import { HOSTING_EDGE_RANGES } from './config';
import { countingReads } from './read-count';

let parsedEdge: { list: string; ranges: BlockList } | undefined;

/** HOSTING_EDGE_RANGES parsed once per instance (the value does not change while it runs). */
function hostingEdge(): BlockList {
  const list = HOSTING_EDGE_RANGES.value();
  if (parsedEdge?.list !== list) parsedEdge = { list, ranges: edgeRanges(list) };
  return parsedEdge.ranges;
}

/**
 * A call whose App Check token was already used once is refused. With `consumeAppCheckToken`
 * the SDK asks App Check to mark the token used, but still hands a spent one to the handler
 * (`app.alreadyConsumed`), leaving the decision here.
 */
export function refuseReplayedAppCheck(request: Pick<CallableRequest, 'app'>): void {
  if (request.app?.alreadyConsumed) {
    throw failure(
      'unauthenticated',
      'UNAUTHENTICATED',
      'UNAUTHENTICATED: this App Check token was already used',
    );
  }
}

/** How a callable was defined: what callables.test.ts compares with the registry. */
export interface SiteCallableDefinition {
  name: CallableName;
  enforceAppCheck: boolean;
  consumeAppCheckToken: boolean;
}

/**
 * Every callable of the site, defined one way: no CORS (Hosting serves it same-origin under
 * /api/<name>), and App Check enforced, so only the site's own pages (reCAPTCHA in production, the
 * local debug provider on the emulators) may call it. A callable the registry
 * (src/domain/api/callables.ts) marks `limited-use` (the calls that reveal or hold something) also
 * consumes every token: the page asks for a limited-use token per call
 * (src/lib/firebase/call-function.ts), and a replayed one is refused.
 * The emulators verify none of this: they decode a token without checking its signature, expiry
 * or use (docs/deploy.md, "App Check"). The handler gets a `CallContext` whose client key is the address
 * the platform saw. Every failure it throws carries a known reason (`withKnownReason`); the
 * framework's own refusals before the handler runs (App Check, ID token) carry only their code,
 * which the browser's carrier reads the same way (`reasonForCode`, src/domain/api/errors.ts).
 * The export must carry the registry's name: Hosting rewrites /api/<name> to the export of that name.
 */
export function siteCallable<Result>(
  name: CallableName,
  options: Omit<CallableOptions, 'cors' | 'enforceAppCheck' | 'consumeAppCheckToken'>,
  handler: (call: CallContext, request: CallableRequest) => Promise<Result>,
) {
  const definition: SiteCallableDefinition = {
    name,
    enforceAppCheck: true,
    consumeAppCheckToken: needsLimitedUseAppCheck(name),
  };
  const callable = onCall(
    {
      ...options,
      cors: false,
      enforceAppCheck: definition.enforceAppCheck,
      consumeAppCheckToken: definition.consumeAppCheckToken,
    },
    async (request) => {
      try {
        if (definition.consumeAppCheckToken) refuseReplayedAppCheck(request);
        return await countingReads(name, () =>
          handler(callContext(request, hostingEdge()), request),
        );
      } catch (error) {
        throw withKnownReason(error, request.rawRequest?.path ?? name);
      }
    },
  );
  return Object.assign(callable, { siteCallable: definition });
}
