import { useLingui } from '@lingui/react/macro';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { formatEuros, formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { AttentionActions } from './attention-actions';
import { NextBracket } from './next-bracket';
import { useAttentionWords } from './attention-words';

/** What a row is about, in one line: the booking, the mail or the application. */
function useSubject() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (item: AttentionItem): string => {
    if (item.kind === 'application_waiting') {
      const name = item.application.fullName;
      return item.application.renewal ? t`Rinnovo: ${name}` : t`Domanda di ammissione: ${name}`;
    }
    if (item.kind === 'rental_late') {
      const { modelName, customerName, bikes } = item.rental;
      const day = formatLongDate(item.rental.endDate, locale);
      return t`Noleggio ${modelName} × ${bikes}, ${day} · ${customerName}`;
    }
    if (item.kind === 'rental_refund_failed' || item.kind === 'rental_waiver_missing') {
      const { modelName, customerName, reference } = item.rental;
      const day = formatLongDate(item.rental.startDate, locale);
      return t`Noleggio ${modelName}, ${day} · ${customerName} · ${reference}`;
    }
    if ('booking' in item && item.booking) {
      const { tourName, customerName, reference } = item.booking;
      const day = formatLongDate(item.booking.selectedDate, locale);
      return `${tourName}, ${day} · ${customerName} · ${reference}`;
    }
    if (item.kind === 'mail_abandoned') return item.mail.subject;
    return item.kind === 'system_problem' ? t`Problema di sistema` : '';
  };
}

/**
 * One row of "Da controllare", readable on a phone: what it concerns, then each problem's "what
 * happened" and "what to do", then the actions the server allows this caller.
 */
export function AttentionRow({
  uid,
  item,
  readOnly,
}: {
  uid: string;
  item: AttentionItem;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const problems = useAttentionWords()(item);
  const subject = useSubject()(item);
  const when = formatMoment(item.at, locale);
  const refund =
    item.kind === 'booking' || item.kind === 'rental_refund_failed' ? item.refund : undefined;
  const amount =
    refund && refund.amountCents > 0 ? formatEuros(refund.amountCents, locale) : undefined;
  const lastError = refund?.status === 'failed' ? refund.lastError : undefined;
  const mailError = item.kind === 'mail_abandoned' ? item.mail.lastError : undefined;
  const stripeOrMailError = lastError ?? mailError;
  const bracket = item.kind === 'rental_late' ? item.nextBracket : undefined;
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200">
      <article aria-label={subject}>
        <h3 className="font-semibold text-vine-900">{subject}</h3>
        <p className="text-sm text-stone-600">{t`Segnalato il ${when}`}</p>
        {amount && <p className="mt-1 text-sm text-stone-700">{t`Rimborso: ${amount}`}</p>}
        {bracket && <NextBracket {...bracket} />}
        <dl className="mt-3 space-y-3">
          {problems.map((problem) => (
            <div key={problem.key} className="space-y-1">
              <dt className="sr-only">{t`Cosa è successo`}</dt>
              <dd className="text-stone-900">{problem.happened}</dd>
              <dt className="sr-only">{t`Cosa fare`}</dt>
              <dd className="text-sm text-stone-700">
                <span aria-hidden="true" className="font-semibold">
                  {t`Cosa fare:`}{' '}
                </span>
                {problem.todo}
              </dd>
            </div>
          ))}
        </dl>
        {stripeOrMailError && (
          <p className="mt-2 break-words text-xs text-stone-600">
            {t`Ultimo errore: ${stripeOrMailError}`}
          </p>
        )}
        <AttentionActions uid={uid} item={item} readOnly={readOnly} label={subject} />
      </article>
    </li>
  );
}
