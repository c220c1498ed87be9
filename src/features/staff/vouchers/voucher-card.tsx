import { Trans, useLingui } from '@lingui/react/macro';
import type { StaffVoucher } from '@/domain/api/staff-vouchers';
import { formatDayMonthYear, formatEuros, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { TitledSection } from '@/ui/titled-section';
import { ExtendVoucherDialog } from './extend-voucher-dialog';
import { ResendVoucherButton } from './resend-voucher-button';
import { VoidVoucherDialog } from './void-voucher-dialog';
import { VoucherLedger } from './voucher-ledger';
import { MAIL_WORDS, STATE_TONES, STATE_WORDS } from './voucher-words';

/** One voucher found: its figures, who bought it for whom, its delivery, ledger and actions. */
export function VoucherCard({ uid, voucher }: { uid: string; voucher: StaffVoucher }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const balance = formatEuros(voucher.balanceCents, locale);
  const value = voucher.tour
    ? t`${voucher.tour.tourName} per ${voucher.tour.people} pers. (${formatEuros(voucher.amountCents, locale)})`
    : formatEuros(voucher.amountCents, locale);
  const validUntil = formatDayMonthYear(voucher.validUntil, locale);
  const delivery = deliveryText();
  function deliveryText(): string {
    const mail = voucher.mailStatus ? i18n._(MAIL_WORDS[voucher.mailStatus]) : '';
    if (!voucher.deliveredAt && voucher.deliverAt) {
      const at = formatMoment(voucher.deliverAt, locale);
      return t`Programmato per il ${at} a ${voucher.deliveryEmail}`;
    }
    return mail
      ? t`E-mail a ${voucher.deliveryEmail}: ${mail}`
      : t`E-mail a ${voucher.deliveryEmail}`;
  }
  const open = voucher.state !== 'void';
  return (
    <li>
      <TitledSection
        title={
          <>
            <span className="font-mono text-lg font-semibold text-stone-900">{voucher.code}</span>
            <span
              className={`rounded-full px-2 py-0.5 text-xs font-semibold ${STATE_TONES[voucher.state]}`}
            >
              {i18n._(STATE_WORDS[voucher.state])}
            </span>
            {voucher.origin === 'by_hand' && (
              <span className="rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                {t`Emesso dallo staff`}
              </span>
            )}
          </>
        }
        as="article"
        level={3}
        className="py-4"
        titleClassName="flex flex-wrap items-center gap-2"
      >
        <dl className="mt-2 grid grid-cols-1 gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          <div>
            <dt className="inline font-semibold">{t`Saldo`}: </dt>
            <dd className="inline">
              <Trans>
                {balance} di {value}
              </Trans>
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t`Valido fino al`}: </dt>
            <dd className="inline">{validUntil}</dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t`Acquirente`}: </dt>
            <dd className="inline break-words">
              {voucher.buyerName} · {voucher.buyerEmail}
            </dd>
          </div>
          <div>
            <dt className="inline font-semibold">{t`Per`}: </dt>
            <dd className="inline break-words">{voucher.recipientName}</dd>
          </div>
          <div className="sm:col-span-2">
            <dt className="inline font-semibold">{t`Consegna`}: </dt>
            <dd className="inline break-words">{delivery}</dd>
          </div>
          {voucher.message && (
            <div className="sm:col-span-2">
              <dt className="inline font-semibold">{t`Messaggio`}: </dt>
              <dd className="inline break-words">{voucher.message}</dd>
            </div>
          )}
        </dl>
        <VoucherLedger entries={voucher.entries} code={voucher.code} />
        {open && (
          <div className="mt-3 flex flex-wrap gap-2">
            {voucher.deliveredAt && <ResendVoucherButton uid={uid} voucher={voucher} />}
            <ExtendVoucherDialog uid={uid} voucher={voucher} />
            <VoidVoucherDialog uid={uid} voucher={voucher} />
          </div>
        )}
      </TitledSection>
    </li>
  );
}
