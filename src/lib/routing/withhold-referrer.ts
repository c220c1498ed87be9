/**
 * For a page opened by a secret link: from now on this tab's requests carry no Referer, as the
 * page's own `Referrer-Policy: no-referrer` header (firebase.json) says. The header reaches the
 * page when Hosting serves it; when the service worker serves the app shell from its cache, the
 * shell's headers apply instead, so the page also says it here, before it sends any request.
 * The policy then holds for the rest of the tab's visit: none of the site's own pages needs one.
 */
export function withholdReferrer(): void {
  if (document.head.querySelector('meta[name="referrer"][content="no-referrer"]')) return;
  const meta = document.createElement('meta');
  meta.name = 'referrer';
  meta.content = 'no-referrer';
  document.head.append(meta);
}
