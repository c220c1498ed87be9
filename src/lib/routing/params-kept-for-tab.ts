/**
 * Query parameters too private for the address bar: the ids and tokens a link brings (Stripe's
 * return to /booking-success, the confirmation e-mail's manage link). A route's `beforeLoad`
 * keeps them here and redirects to its own path without them, before anything renders, and so
 * before any third-party script (the advertising pixel reports page addresses) or any request's
 * Referer can carry them; the page then reads them from here. They are kept in the tab's session
 * storage: a reload of the page still finds them, and closing the tab forgets them.
 */
export function keepParamsForTab(
  storageKey: string,
  params: Readonly<Record<string, string | undefined>>,
): void {
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(params));
  } catch {
    // Storage switched off: the page then finds nothing and says what is missing.
  }
}

/** The parameters kept under `storageKey`: each of `keys` that was kept as text. */
export function paramsKeptForTab<Key extends string>(
  storageKey: string,
  keys: readonly Key[],
): { [K in Key]?: string } {
  const params: { [K in Key]?: string } = {};
  try {
    const raw = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as unknown;
    if (!raw || typeof raw !== 'object') return params;
    const stored = raw as Record<string, unknown>;
    for (const key of keys) {
      const value = stored[key];
      if (typeof value === 'string') params[key] = value;
    }
  } catch {
    // Storage switched off or an entry that is not ours: nothing was kept.
  }
  return params;
}
