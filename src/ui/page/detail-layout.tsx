import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/**
 * Content on the left, booking column on the right. The column follows the content in the DOM, so
 * on phones it comes after it; from lg up it sits beside it and stays in view while scrolling.
 */
export function DetailLayout({ children, aside }: { children: ReactNode; aside: ReactNode }) {
  const { t } = useLingui();
  return (
    <div className="mx-auto grid max-w-6xl gap-10 px-4 pb-16 lg:grid-cols-[minmax(0,1fr)_22rem]">
      <div className="min-w-0 space-y-12">{children}</div>
      <aside aria-label={t`Prenotazione`} className="lg:relative">
        <div className="space-y-6 lg:sticky lg:top-24">{aside}</div>
      </aside>
    </div>
  );
}
