import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { BOOKING_TEXT_LIMITS } from '@/domain/api/booking';
import { PERSON_NAME_MAX_LENGTH } from '@/domain/api/party';
import { VOUCHER_MESSAGE_MAX_LENGTH } from '@/domain/api/vouchers';
import { formatPrice } from '@/domain/format';
import { isAllowedVoucherAmount, voucherValueCents } from '@/domain/vouchers/amount';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { CheckedForm } from '@/ui/form/checked-form';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { NeedsConnection } from '@/ui/needs-connection';
import { toast } from '@/ui/toast';
import { purchaseVoucher } from './api/purchase-voucher';
import { GiftDeliveryFields } from './gift-delivery-fields';
import { GIFT_DRAFT_KEY } from './gift-draft';
import { GIFT_PURCHASE_ERRORS } from './gift-error-messages';
import { checkGift, refusedGiftFields, type GiftField } from './gift-field-errors';
import { GiftValueFields } from './gift-value-fields';
import {
  giftRequest,
  giftValue,
  INITIAL_GIFT_VALUES,
  restoreGiftDraft,
  type GiftValues,
} from './gift-values';
import { useChosenTour } from './use-chosen-tour';
import { useLeavingForCheckout } from './use-leaving-for-checkout';
import { GiftStep } from './gift-step';

interface GiftFormProps {
  /** A tour id from the page's address (a tour page's link): the gift starts as that tour. */
  tour?: string | undefined;
  /** Where the created Checkout sends the browser; tests observe it instead. */
  goToCheckout?: (url: string) => void;
  /** The clock the delivery moment is judged by; tests fix it. */
  now?: () => Date;
}

const leavePageFor = (url: string) => window.location.assign(url);

/** The voucher's worth as the form stands, when it can be told (a tour chosen, an amount allowed). */
function valueShown(values: GiftValues): number | null {
  const value = giftValue(values);
  if (value.kind === 'tour') return values.tourId ? voucherValueCents(value) : null;
  return isAllowedVoucherAmount(value.amountCents) ? value.amountCents : null;
}

/**
 * "Regala un tour": anyone may buy a voucher (no membership). The form checks the values with the
 * server's own schema and delivery rule, then opens Stripe Checkout; the draft stays on the device
 * until the success page sees the voucher issued, so a cancelled payment loses nothing.
 */
export function GiftForm({
  tour,
  goToCheckout = leavePageFor,
  now = () => new Date(),
}: GiftFormProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const online = useOnlineStatus();
  const { leaving, isLeaving, leave } = useLeavingForCheckout();
  const form = useCheckedForm<GiftValues, GiftField, MessageDescriptor>({
    initial: INITIAL_GIFT_VALUES,
    draft: { key: GIFT_DRAFT_KEY, restore: restoreGiftDraft },
    check: (values) => checkGift(values, locale, now()),
    refused: refusedGiftFields,
    send: async (values) => {
      if (isLeaving()) return;
      const { url } = await purchaseVoucher(giftRequest(values, locale));
      leave();
      // The draft is what a buyer back from a cancelled payment finds: stored before leaving.
      await form.saveDraft();
      goToCheckout(url);
    },
    onInvalid: () => toast.error(t`Controlla i campi evidenziati`, { id: 'gift-notice' }),
    onFailed: (error, refused) => {
      console.error('Voucher checkout not opened', error);
      toast.error(t`Pagamento non avviato`, {
        id: 'gift-notice',
        description:
          Object.keys(refused).length > 0
            ? t`Controlla i campi evidenziati.`
            : i18n._(errorMessage(error, GIFT_PURCHASE_ERRORS)),
      });
    },
  });
  const { values, setField } = form;
  useChosenTour(tour, form.setValues);
  const errorOf = (field: GiftField) => {
    const problem = form.errorOf(field);
    return problem ? i18n._(problem) : undefined;
  };
  const text = (key: 'buyerName' | 'buyerEmail' | 'recipientName') => ({
    name: key,
    value: values[key],
    onChange: (value: string) => setField(key, value),
    error: errorOf(key),
    required: true,
  });
  const worth = valueShown(values);
  const busy = form.submitting || leaving;
  const left = VOUCHER_MESSAGE_MAX_LENGTH - values.message.length;

  return (
    <CheckedForm label={t`Regala un tour`} form={form} className="space-y-8">
      <GiftValueFields values={values} setField={setField} errorOf={errorOf} />
      <GiftStep legend={<Trans>Da chi e per chi</Trans>} className="grid gap-4 sm:grid-cols-2">
        <TextField
          label={t`Il tuo nome`}
          {...text('buyerName')}
          autoComplete="name"
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
        <TextField
          label={t`La tua email`}
          {...text('buyerEmail')}
          type="email"
          autoComplete="email"
          maxLength={BOOKING_TEXT_LIMITS.email}
          hint={t`Qui arrivano la ricevuta e il codice del buono.`}
        />
        <TextField
          label={t`Nome di chi riceve il regalo`}
          {...text('recipientName')}
          autoComplete="off"
          maxLength={PERSON_NAME_MAX_LENGTH}
        />
        <TextAreaField
          className="sm:col-span-2"
          label={t`Messaggio (facoltativo)`}
          name="message"
          value={values.message}
          onChange={(message) => setField('message', message)}
          error={errorOf('message')}
          maxLength={VOUCHER_MESSAGE_MAX_LENGTH}
          hint={
            left === 1 ? t`Ancora 1 carattere disponibile` : t`Ancora ${left} caratteri disponibili`
          }
        />
      </GiftStep>
      <GiftDeliveryFields values={values} setField={setField} errorOf={errorOf} now={now()} />
      <div className="space-y-4 border-t border-stone-200 pt-6">
        <p className="flex items-baseline justify-between">
          <span className="font-medium text-stone-800">
            <Trans>Valore del buono</Trans>
          </span>
          <span className="text-2xl font-bold text-vine-900">
            {worth === null ? '—' : formatPrice(worth, locale)}
          </span>
        </p>
        <NeedsConnection
          message={t`Per pagare serve una connessione. Quello che hai scritto resta salvato su questo dispositivo.`}
        />
        <button
          type="submit"
          disabled={busy || !online}
          aria-busy={busy}
          className={`${buttonClass('primary', 'large')} w-full sm:w-auto`}
        >
          {busy ? <Trans>Apertura del pagamento...</Trans> : <Trans>Vai al pagamento</Trans>}
        </button>
        <p className="text-sm text-stone-600">
          <Trans>
            Paghi con carta su Stripe. Il buono vale per qualsiasi tour, anche in più prenotazioni,
            fino alla scadenza scritta sul buono.
          </Trans>
        </p>
      </div>
    </CheckedForm>
  );
}
