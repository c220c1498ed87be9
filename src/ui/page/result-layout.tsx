import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { buttonClass } from '@/ui/button-class';

/** The frame of both payment result pages: a heading, a message, and ways onward. */
export function ResultLayout({
  heading,
  tone,
  children,
}: {
  heading: ReactNode;
  tone: 'success' | 'warning' | 'error' | 'neutral';
  children?: ReactNode;
}) {
  const headingColor = {
    success: 'text-vine-800',
    warning: 'text-amber-800',
    error: 'text-wine-700',
    neutral: 'text-stone-900',
  }[tone];
  return (
    <div className="mx-auto max-w-2xl px-4 py-12">
      <h1 className={`text-3xl font-bold ${headingColor}`}>{heading}</h1>
      <div className="mt-6 space-y-6">{children}</div>
    </div>
  );
}

const primaryButtonClass = buttonClass('primary');
const secondaryButtonClass = buttonClass('outline');

/**
 * Ways onward from a result page: home and contact, after the tours (as the first, primary button)
 * where the visitor may want to try again.
 */
export function HomeAndContactLinks({ toursFirst = false }: { toursFirst?: boolean }) {
  return (
    <div className="flex flex-wrap gap-3">
      {toursFirst && (
        <Link to="/tour" className={primaryButtonClass}>
          <Trans>Scopri i tour</Trans>
        </Link>
      )}
      <Link to="/" className={toursFirst ? secondaryButtonClass : primaryButtonClass}>
        <Trans>Torna alla home</Trans>
      </Link>
      <Link to="/contatti" className={secondaryButtonClass}>
        <Trans>Contattaci</Trans>
      </Link>
    </div>
  );
}
