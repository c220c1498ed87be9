/**
 * Creates one of each Intl formatter the site uses, for both languages, then ends. The first
 * Intl.NumberFormat a page creates loads the locale's ICU data, which took 25–110 ms of the main
 * thread in Chromium here (a single task: hydrating the home page's "4,8" held the thread that
 * long). That data is shared by the whole renderer, so loading it here, on a worker thread, while
 * the page paints, leaves the main thread's first formatter at well under a millisecond.
 */
import { ASSOCIATION_TIME_ZONE, INTL_LOCALE } from '@/domain/locale';

for (const locale of Object.values(INTL_LOCALE)) {
  new Intl.NumberFormat(locale, { style: 'currency', currency: 'EUR' }).format(1);
  new Intl.NumberFormat(locale, { minimumFractionDigits: 1 }).format(1);
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeStyle: 'short' }).format(0);
  new Intl.ListFormat(locale, { type: 'conjunction' }).format(['a', 'b']);
  new Intl.PluralRules(locale).select(1);
}
// The association's time zone as @date-fns/tz reads it (in en-US, with the offset's name): the
// events pages judge their dates in it, and the first such formatter loads the zone's data.
new Intl.DateTimeFormat('en-US', {
  timeZone: ASSOCIATION_TIME_ZONE,
  timeZoneName: 'longOffset',
}).format(0);
self.close();
