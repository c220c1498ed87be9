import { useLingui } from '@lingui/react/macro';
import type { VoucherView } from '@/domain/api/vouchers';
import { formatMoment } from '@/domain/format';
import { isVoucherValidOn } from '@/domain/vouchers/validity';
import { useLanguage } from '@/i18n/language-context';
import { Badge, type BadgeTone } from '@/ui/badge';
import { TitledSection } from '@/ui/titled-section';
import type { useVoucherWords } from './use-voucher-words';

type VoucherState = VoucherView['state'];

const STATE_TONES: Record<VoucherState, BadgeTone> = {
  usable: 'success',
  expired: 'danger',
  void: 'danger',
  empty: 'neutral',
};

/**
 * The state as of now: the server judged it when it answered, and a copy read offline may have
 * passed its last day since.
 */
export function currentVoucherState(view: VoucherView, now: Date): VoucherState {
  return view.state === 'usable' && !isVoucherValidOn(view.validUntil, now)
    ? 'expired'
    : view.state;
}

interface VoucherBalanceProps {
  view: VoucherView;
  words: ReturnType<typeof useVoucherWords>;
  now: Date;
}

/** What is left on the voucher, whether it can pay now, and every movement of its ledger. */
export function VoucherBalance({ view, words, now }: VoucherBalanceProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const state = currentVoucherState(view, now);
  return (
    <TitledSection
      title={t`Saldo e movimenti`}
      className="space-y-4"
      titleClassName="text-xl font-bold text-vine-900"
    >
      <dl className="grid grid-cols-[auto_1fr] items-center gap-x-4 gap-y-2">
        <dt className="text-stone-600">{t`Saldo`}</dt>
        <dd className="text-2xl font-bold text-vine-900">{words.euros(view.balanceCents)}</dd>
        <dt className="text-stone-600">{t`Stato`}</dt>
        <dd>
          <Badge tone={STATE_TONES[state]}>{words.state(state)}</Badge>
        </dd>
        <dt className="text-stone-600">{t`Validità`}</dt>
        <dd className="text-stone-900">{t`fino al ${words.validUntil(view)} compreso`}</dd>
      </dl>
      <table className="w-full text-left text-sm">
        <caption className="sr-only">{t`Movimenti del buono`}</caption>
        <thead className="border-b border-stone-300 text-stone-600">
          <tr>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t`Data`}
            </th>
            <th scope="col" className="py-2 pr-2 font-medium">
              {t`Movimento`}
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              {t`Importo`}
            </th>
          </tr>
        </thead>
        <tbody>
          {view.entries.map((entry, index) => (
            <tr key={index} className="border-b border-stone-200 align-top">
              <td className="py-2 pr-2 whitespace-nowrap text-stone-700">
                {formatMoment(entry.at, locale)}
              </td>
              <td className="py-2 pr-2 text-stone-900">{words.entry(entry)}</td>
              <td className="py-2 text-right whitespace-nowrap tabular-nums">
                {entry.amountCents === 0 ? '—' : signed(words.euros(entry.amountCents), entry)}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </TitledSection>
  );
}

/** Additions carry a plus, as a bank statement shows them; the format already writes the minus. */
function signed(amount: string, entry: { amountCents: number }): string {
  return entry.amountCents > 0 ? `+${amount}` : amount;
}
