import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

type Bracket = NonNullable<Extract<AttentionItem, { kind: 'rental_late' }>['nextBracket']>;

/**
 * A late rental's next price bracket, for the manager: how long it would be priced as and what
 * that adds to what was paid. The site charges nothing; the manager decides with the customer.
 */
export function NextBracket({ days, extraCents }: Bracket) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const extra = formatEuros(extraCents, locale);
  return (
    <p className="mt-1 text-sm text-stone-700">
      {days === 1
        ? t`Fascia di prezzo successiva: giornata intera, +${extra}`
        : t`Fascia di prezzo successiva: ${plural(days, { one: '# giorno', other: '# giorni' })}, +${extra}`}
    </p>
  );
}
