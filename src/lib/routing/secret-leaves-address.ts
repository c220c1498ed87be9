import { redirect } from '@tanstack/react-router';
import { withholdReferrer } from './withhold-referrer';

type Search = Readonly<Record<string, string | undefined>>;

/**
 * The `beforeLoad` of a page opened by a link that carries a secret (a mailed token, a voucher's
 * code). Before anything renders, and so before any third-party script or any request's Referer
 * can carry it, the tab stops sending Referers and the secret leaves the address bar (the history
 * entry is replaced); `keep` puts it where the page reads it (params-kept-for-tab.ts). The
 * parameters named in `stay` remain in the address.
 */
export function secretLeavesAddress<Params extends Search>(options: {
  path: string;
  secret: keyof Params & string;
  keep: (secret: string, search: Params) => void;
  stay?: readonly (keyof Params & string)[];
}) {
  const { path, secret, keep, stay = [] } = options;
  return ({ search }: { search: Params }) => {
    if (typeof window === 'undefined') return;
    withholdReferrer();
    const value = search[secret];
    if (value === undefined) return;
    keep(value, search);
    const kept = Object.fromEntries(stay.map((name) => [name, search[name]]));
    // The router's types check a path written in place; this one comes from the route's own file.
    throw redirect({ to: path, search: kept, replace: true } as never);
  };
}
