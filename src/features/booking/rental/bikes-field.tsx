import { Trans, useLingui } from '@lingui/react/macro';
import { RENTAL_BIKES_MAX } from '@/domain/api/rental';
import type { FrameSize } from '@/domain/rental/sizes';
import { errorClass, legendClass } from '@/ui/form/field-styles';
import { SelectField } from '@/ui/form/select-field';
import { SizeGuide } from './size-guide';

interface BikesFieldProps {
  sizes: readonly FrameSize[];
  chosen: Partial<Record<FrameSize, number>>;
  /** Units free for the whole interval per size; undefined until an interval is chosen. */
  freeBySize: Partial<Record<FrameSize, number>> | undefined;
  onChange: (size: FrameSize, count: number) => void;
  error?: string | undefined;
}

/** How many bikes of each frame size: only as many as are free for the whole interval. */
export function BikesField({ sizes, chosen, freeBySize, onChange, error }: BikesFieldProps) {
  const { t } = useLingui();
  return (
    <fieldset aria-invalid={error ? true : undefined}>
      <legend className={legendClass}>
        <Trans>Bici per taglia</Trans>
      </legend>
      <SizeGuide sizes={sizes} />
      <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-3">
        {sizes.map((size) => {
          const free = freeBySize?.[size] ?? 0;
          const count = chosen[size] ?? 0;
          // What is chosen stays listed even if the stock fell under it since: the check says so.
          const most = Math.min(RENTAL_BIKES_MAX, Math.max(free, count));
          return (
            <SelectField
              key={size}
              label={t`Taglia ${size}`}
              hint={freeBySize ? t`${free} libere` : undefined}
              value={String(count)}
              options={Array.from({ length: most + 1 }, (_, value) => ({
                value: String(value),
                label: String(value),
              }))}
              onChange={(value) => onChange(size, Number(value))}
            />
          );
        })}
      </div>
      {error && <p className={errorClass}>{error}</p>}
    </fieldset>
  );
}
