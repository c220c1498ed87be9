import { Plural, Trans, useLingui } from '@lingui/react/macro';
import { REASON_MESSAGES, errorMessage } from '@/lib/errors/error-messages';
import { formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import type { OfferLinkState } from './use-waitlist-offer-link';

/**
 * What the card says about the waiting-list offer its page was opened with: the seats held and
 * until when, that the offer ended (then the card books like any other visit), or that it could
 * not be read.
 */
export function OfferNotice({ state }: { state: OfferLinkState }) {
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  switch (state.kind) {
    case 'none':
      return null;
    case 'loading':
      return (
        <p role="status" className="mt-5 text-sm text-stone-700">
          <Trans>Verifica dei posti riservati per te...</Trans>
        </p>
      );
    case 'held': {
      const { partySize, heldUntil, date } = state.offer;
      const until = formatMoment(heldUntil, locale);
      const day = formatLongDate(date, locale);
      return (
        <div
          role="status"
          className="mt-5 rounded-xl border border-vine-600 bg-vine-50 p-4 text-stone-800"
        >
          <p className="font-semibold text-vine-900">
            <Plural
              value={partySize}
              one={`# posto riservato per te fino a ${until}`}
              other={`# posti riservati per te fino a ${until}`}
            />
          </p>
          <p className="mt-1 text-sm">
            <Trans>
              Dalla lista d'attesa: {day}. Completa la prenotazione e il pagamento entro quell'ora,
              poi i posti passano al prossimo in lista.
            </Trans>
          </p>
        </div>
      );
    }
    case 'ended':
      return (
        <p role="alert" className="mt-5 rounded-md bg-wine-50 p-3 text-sm text-wine-800">
          {i18n._(REASON_MESSAGES.WAITLIST_OFFER_ENDED)}
        </p>
      );
    case 'failed':
      return (
        <p role="alert" className="mt-5 rounded-md bg-wine-50 p-3 text-sm text-wine-800">
          {i18n._(errorMessage(state.error, 'booking'))}
        </p>
      );
  }
}
