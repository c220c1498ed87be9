/**
 * Every date, time and amount the site and its e-mails show, formatted once for both languages.
 * Calendar days ('YYYY-MM-DD') are formatted as UTC midnights, so the day never shifts with the
 * reader's time zone; moments (timestamps) are shown in Europe/Rome, where the tours happen.
 */
import { ASSOCIATION_TIME_ZONE, INTL_LOCALE, type Locale } from './locale';

function calendarDay(isoDate: string): Date {
  return new Date(`${isoDate}T00:00:00Z`);
}

/**
 * Building an Intl formatter costs far more than formatting with it, and a page of events formats
 * dozens of dates while it hydrates: each language and set of options gets one formatter.
 */
const formatters = new Map<string, unknown>();
function cached<Options, Format>(
  Formatter: new (locale: string, options: Options) => Format,
  locale: Locale,
  options: NoInfer<Options>,
): Format {
  const key = `${Formatter.name} ${locale} ${JSON.stringify(options)}`;
  let format = formatters.get(key) as Format | undefined;
  if (format === undefined) {
    format = new Formatter(INTL_LOCALE[locale], options);
    formatters.set(key, format);
  }
  return format;
}

function dayFormat(locale: Locale, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  return cached(Intl.DateTimeFormat, locale, { ...options, timeZone: 'UTC' });
}

/** 'sabato 28 novembre 2026' / 'Saturday 28 November 2026'. */
export function formatLongDate(isoDate: string, locale: Locale): string {
  return dayFormat(locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  }).format(calendarDay(isoDate));
}

/** '12 ottobre 2025' / '12 October 2025'. */
export function formatDayMonthYear(isoDate: string, locale: Locale): string {
  return dayFormat(locale, { day: 'numeric', month: 'long', year: 'numeric' }).format(
    calendarDay(isoDate),
  );
}

/** '28/11/2026' in both languages: how a day is typed into a form. */
export function formatTypedDay(isoDate: string, locale: Locale): string {
  return dayFormat(locale, { day: '2-digit', month: '2-digit', year: 'numeric' }).format(
    calendarDay(isoDate),
  );
}

/** '08/09/2025' in Italian, '8 September 2025' in English (how the terms name their version). */
export function formatDocumentDate(isoDate: string, locale: Locale): string {
  const options: Intl.DateTimeFormatOptions =
    locale === 'it' ? { day: '2-digit', month: '2-digit', year: 'numeric' } : { dateStyle: 'long' };
  return dayFormat(locale, options).format(calendarDay(isoDate));
}

/** The name of an ISO weekday (1 = Monday … 7 = Sunday): 'venerdì' / 'Friday'. */
export function formatWeekday(isoWeekday: number, locale: Locale): string {
  // Monday 1 January 2024 anchors ISO weekday numbers to names.
  return dayFormat(locale, { weekday: 'long' }).format(new Date(Date.UTC(2024, 0, isoWeekday)));
}

/**
 * The days of an event as a label: 'Sabato 11 ottobre 2025' for one, '12 ottobre 2025 e 19 ottobre
 * 2025' for several.
 */
export function formatEventDates(dates: readonly string[], locale: Locale): string {
  if (dates.length === 1) {
    const long = formatLongDate(dates[0]!, locale);
    return long.charAt(0).toLocaleUpperCase(INTL_LOCALE[locale]) + long.slice(1);
  }
  return cached(Intl.ListFormat, locale, { type: 'conjunction' }).format(
    dates.map((date) => formatDayMonthYear(date, locale)),
  );
}

/** A list joined with 'o' / 'or': 'venerdì, sabato o domenica'. */
export function formatAlternatives(items: string[], locale: Locale): string {
  return cached(Intl.ListFormat, locale, { type: 'disjunction' }).format(items);
}

/** A moment as '22 nov 2026, 11:05' (Europe/Rome). */
export function formatMoment(moment: Date | string, locale: Locale): string {
  return cached(Intl.DateTimeFormat, locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    timeZone: ASSOCIATION_TIME_ZONE,
  }).format(new Date(moment));
}

/** The time of day of a moment, '09:05' (Europe/Rome): check-ins at the meeting point. */
export function formatTime(moment: Date | string, locale: Locale): string {
  return cached(Intl.DateTimeFormat, locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: ASSOCIATION_TIME_ZONE,
  }).format(new Date(moment));
}

/** A clock time as forms hold it ('HH:MM', no day, no zone) in the page's language: '09:00'. */
export function formatClockTime(hhmm: string, locale: Locale): string {
  return cached(Intl.DateTimeFormat, locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: 'UTC',
  }).format(new Date(`1970-01-01T${hhmm}:00Z`));
}

/** Euros with two decimals, for payments: '260,00 €' / '€260.00'. */
export function formatEuros(cents: number, locale: Locale): string {
  return cached(Intl.NumberFormat, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A list price: whole euros without decimals ('80 €' / '€80'), cents only when present. */
export function formatPrice(cents: number, locale: Locale): string {
  const whole = cents % 100 === 0;
  return cached(Intl.NumberFormat, locale, {
    style: 'currency',
    currency: 'EUR',
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  }).format(cents / 100);
}

/** A rating such as 4,8 (Italian) or 4.8 (English), always with one decimal. */
export function formatRating(value: number, locale: Locale): string {
  return cached(Intl.NumberFormat, locale, {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(value);
}
