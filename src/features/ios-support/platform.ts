/** iPhone, iPod, or an iPad (which reports itself as a Mac but has touch points). */
export function isIos(nav: Pick<Navigator, 'userAgent' | 'maxTouchPoints'>): boolean {
  return (
    /iPad|iPhone|iPod/.test(nav.userAgent) ||
    (/Macintosh/.test(nav.userAgent) && nav.maxTouchPoints > 1)
  );
}

/** Desktop or mobile Safari: WebKit without the other browsers' tokens. */
export function isSafari(nav: Pick<Navigator, 'userAgent'>): boolean {
  return (
    /Safari/.test(nav.userAgent) &&
    !/Chrome|Chromium|CriOS|FxiOS|EdgiOS|Android/.test(nav.userAgent)
  );
}
