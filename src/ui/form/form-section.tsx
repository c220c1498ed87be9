import type { ReactNode } from 'react';
import { legendClass } from './field-styles';

interface FormSectionProps {
  legend: string;
  /** The compact variant stacks every field in one column. */
  compact: boolean;
  /** Said once for the whole group, under the legend. */
  intro?: ReactNode;
  children: ReactNode;
}

/** One group of a long form: a fieldset whose legend names the fields for screen readers. */
export function FormSection({ legend, compact, intro, children }: FormSectionProps) {
  return (
    <fieldset className={compact ? 'py-2' : 'rounded-lg border border-stone-200 p-4 md:p-6'}>
      <legend className={`${legendClass} px-1`}>{legend}</legend>
      {intro && <div className="mb-4 text-sm text-stone-700">{intro}</div>}
      <div className={compact ? 'grid gap-4' : 'grid gap-4 sm:grid-cols-2'}>{children}</div>
    </fieldset>
  );
}
