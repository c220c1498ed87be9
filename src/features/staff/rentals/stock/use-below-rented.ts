import { useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { CallableError } from '@/lib/firebase/callable-error';

/**
 * The words for a stock change the server refused as below what is already rented
 * (STOCK_BELOW_RENTED), naming the days it sent in `details.dates`. `send` wraps a form's send:
 * the days are kept before the refusal reaches the form, which then asks `message` for the
 * refused field's words.
 */
export function useBelowRented() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const dates = useRef<string[]>([]);
  return {
    send: async (sending: () => Promise<unknown>): Promise<void> => {
      try {
        await sending();
      } catch (error) {
        const sent = error instanceof CallableError ? error.details.dates : undefined;
        dates.current = Array.isArray(sent) ? sent.filter((d) => typeof d === 'string') : [];
        throw error;
      }
    },
    message: (): string => {
      const days = dates.current.map((date) => formatDayMonthYear(date, locale)).join(', ');
      return days
        ? t`Troppo poche: ci sono già più unità noleggiate il ${days}.`
        : t`Troppo poche per i noleggi già prenotati.`;
    },
  };
}
