import type { ReactNode } from 'react';
import { buttonClass } from '@/ui/button-class';

interface SubmitRowProps {
  /** What went wrong that no field shows (useCheckedForm's `failure`), said above the button. */
  failure?: string | null | undefined;
  submitting: boolean;
  tone?: 'primary' | 'outline';
  className?: string;
  /** The button's label. */
  children: ReactNode;
}

/** The end of an inline form: its failure, if any, then its submit button, busy while it sends. */
export function SubmitRow({
  failure,
  submitting,
  tone = 'primary',
  className,
  children,
}: SubmitRowProps) {
  return (
    <div className={className}>
      {failure && (
        <p role="alert" className="mb-2 text-wine-700">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className={tone === 'primary' ? buttonClass('primary') : buttonClass('outline', 'small')}
        disabled={submitting}
        aria-busy={submitting}
      >
        {children}
      </button>
    </div>
  );
}
