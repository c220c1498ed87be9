import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { CallableError } from '@/lib/firebase/callable-error';
import type { FieldErrors } from '@/ui/form/use-checked-form';

/**
 * The words for a stock change the server refused as below what is already rented
 * (STOCK_BELOW_RENTED), naming the days it sent in `details.dates`. `send` wraps a form's send:
 * the refusal is kept before it reaches the form, whose `refused` passes the fields it marked
 * through `words`: that refusal's fields say it, any other keeps the field's own words.
 */
export function useBelowRented() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  /** The days of the last refusal when it was below what is rented, else none. */
  const refusal = useRef<{ dates: string[] } | null>(null);
  const message = (dates: readonly string[]): string => {
    const days = dates.map((date) => formatDayMonthYear(date, locale)).join(', ');
    return days
      ? t`Troppo poche: ci sono già più unità noleggiate il ${days}.`
      : t`Troppo poche per i noleggi già prenotati.`;
  };
  return {
    send: async (sending: () => Promise<unknown>): Promise<void> => {
      try {
        await sending();
      } catch (error) {
        const below = error instanceof CallableError && error.reason === 'STOCK_BELOW_RENTED';
        const sent = below ? error.details.dates : undefined;
        refusal.current = below
          ? { dates: Array.isArray(sent) ? sent.filter((d) => typeof d === 'string') : [] }
          : null;
        throw error;
      }
    },
    words: <Field extends string>(
      found: FieldErrors<Field, string>,
    ): FieldErrors<Field, string> => {
      const below = refusal.current;
      if (!below) return found;
      const words = message(below.dates);
      return Object.fromEntries(Object.keys(found).map((field) => [field, words])) as FieldErrors<
        Field,
        string
      >;
    },
  };
}
