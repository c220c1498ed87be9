import type { ReactNode } from 'react';

/** One line of a result page's summary list (`<dl>`): the term on the left, its value right. */
export function ResultRow({ term, children }: { term: ReactNode; children: ReactNode }) {
  return (
    <div className="flex justify-between gap-4 py-2">
      <dt className="text-stone-700">{term}</dt>
      {/* A long e-mail address wraps instead of widening a phone's page. */}
      <dd className="min-w-0 text-right font-medium wrap-anywhere text-stone-900">{children}</dd>
    </div>
  );
}
