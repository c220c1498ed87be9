import type { ReactNode } from 'react';
import { TitledSection } from '@/ui/titled-section';

const TONES = {
  white: 'rounded-2xl bg-white p-6 shadow-sm',
  vine: 'rounded-2xl bg-vine-50 p-6',
} as const;

/**
 * A titled box beside a page's booking card (key information, the gift, the help, the sample's
 * booking): one look.
 */
export function AsideBox({
  title,
  tone = 'white',
  className,
  children,
}: {
  title: ReactNode;
  tone?: keyof typeof TONES;
  /** Classes added to the box's own, e.g. a ring. */
  className?: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      className={className ? `${TONES[tone]} ${className}` : TONES[tone]}
      titleClassName="text-lg font-semibold text-vine-900"
    >
      {children}
    </TitledSection>
  );
}
