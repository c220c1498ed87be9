import type { ReactNode } from 'react';

// Solid dark backgrounds keep white text above 4.5:1 contrast on any picture.
const TONES = {
  neutral: 'bg-vine-800 text-white',
  premium: 'bg-wine-700 text-white',
  success: 'bg-green-800 text-white',
  danger: 'bg-red-700 text-white',
  exclusive: 'bg-amber-800 text-white',
};

export type BadgeTone = keyof typeof TONES;

export function Badge({ tone = 'neutral', children }: { tone?: BadgeTone; children: ReactNode }) {
  return (
    <span
      className={`inline-flex items-center rounded-full px-3 py-1 text-xs font-semibold tracking-wide ${TONES[tone]}`}
    >
      {children}
    </span>
  );
}
