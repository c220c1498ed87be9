import type { ReactNode } from 'react';

/**
 * One part of the gift form ("Il regalo", "Da chi e per chi", "La consegna"): a fieldset whose
 * legend, styled as the part's heading, names its fields for screen readers.
 */
export function GiftStep({
  legend,
  className = 'space-y-4',
  children,
}: {
  legend: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <fieldset className={className}>
      <legend className="mb-3 text-lg font-semibold text-vine-900">{legend}</legend>
      {children}
    </fieldset>
  );
}
