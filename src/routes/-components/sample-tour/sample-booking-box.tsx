import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { SAMPLE_TOUR } from '@/content/tour-pages/sample-tour';
import { useLanguage } from '@/i18n/language-context';
import { formatPrice } from '@/domain/format';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { AsideBox } from '@/ui/page/aside-box';

const PARTICIPANT_OPTIONS = ['1', '2', '3', '4'].map((count) => ({ value: count, label: count }));

/**
 * The sample page's booking box. Its button does nothing by design (the spec's sample); it says
 * so in text and to assistive technology instead of silently ignoring the press.
 */
export function SampleBookingBox() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const id = useId();
  const [date, setDate] = useState('');
  const [participants, setParticipants] = useState('1');
  return (
    <AsideBox title={<Trans>Prenota questo tour</Trans>} className="ring-1 ring-stone-200">
      <p className="mt-2">
        <span className="text-3xl font-bold text-vine-800" data-testid="price">
          {formatPrice(SAMPLE_TOUR.priceCents, locale)}
        </span>{' '}
        <span className="text-sm text-stone-700">
          <Trans>a persona</Trans>
        </span>
      </p>
      <div className="mt-4 space-y-4">
        <TextField label={t`Data`} type="date" value={date} onChange={setDate} />
        <SelectField
          label={t`Partecipanti`}
          value={participants}
          options={PARTICIPANT_OPTIONS}
          onChange={setParticipants}
        />
        <button
          type="button"
          aria-disabled="true"
          aria-describedby={`${id}-sample`}
          className="w-full cursor-not-allowed rounded-md bg-stone-300 px-4 py-3 font-semibold text-stone-800"
        >
          <Trans>Prenota il tour</Trans>
        </button>
        <p id={`${id}-sample`} className="rounded-md bg-amber-50 p-3 text-sm text-stone-800">
          <Trans>
            Questa è una pagina di esempio: la prenotazione non è attiva. Scegli uno dei nostri tour
            per prenotare.
          </Trans>
        </p>
        <p className="text-center text-sm text-stone-700">
          <Trans>Conferma immediata • Cancellazione gratuita fino a 72h prima</Trans>
        </p>
      </div>
    </AsideBox>
  );
}
