import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { RIDER_HEIGHT_CM, sizesForHeight, type FrameSize } from '@/domain/rental/sizes';
import { formatAlternatives } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { hintClass, inputClass, labelClass } from '@/ui/form/field-styles';

/**
 * The short size guide beside the bikes per size: each size's rider heights, and a height box that
 * names the frame, so a visitor who does not know their size picks the right one without asking.
 */
export function SizeGuide({ sizes }: { sizes: readonly FrameSize[] }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const id = useId();
  const [height, setHeight] = useState('');
  const centimetres = Number.parseInt(height, 10);
  const fitting = Number.isFinite(centimetres)
    ? sizesForHeight(centimetres).filter((size) => sizes.includes(size))
    : null;
  const fits = fitting ? formatAlternatives(fitting, locale) : '';
  return (
    <div className="rounded-md bg-stone-50 p-3 text-sm">
      <p className="font-medium text-stone-800">
        <Trans>Guida alle taglie (altezza di chi pedala)</Trans>
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 text-stone-700">
        {sizes.map((size) => (
          <li key={size}>
            <span className="font-semibold">{size}</span> {RIDER_HEIGHT_CM[size].min}–
            {RIDER_HEIGHT_CM[size].max} cm
          </li>
        ))}
      </ul>
      <div className="mt-2 flex items-end gap-3">
        <div className="w-32 shrink-0">
          <label htmlFor={id} className={labelClass}>
            <Trans>La tua altezza (cm)</Trans>
          </label>
          <input
            id={id}
            type="number"
            inputMode="numeric"
            min={100}
            max={230}
            value={height}
            onChange={(event) => setHeight(event.target.value)}
            aria-describedby={`${id}-answer`}
            className={inputClass}
          />
        </div>
        <p id={`${id}-answer`} role="status" aria-live="polite" className={`${hintClass} pb-2`}>
          {fitting === null
            ? null
            : fitting.length === 0
              ? t`Nessuna taglia di questo modello: chiedi al negozio.`
              : t`Taglia consigliata: ${fits}`}
        </p>
      </div>
    </div>
  );
}
