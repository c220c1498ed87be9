import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Icon } from './icons';

export function BackLink({ to, children }: { to: '/tour' | '/eventi'; children: ReactNode }) {
  return (
    <Link
      to={to}
      className="inline-flex items-center gap-2 rounded-md py-2 text-sm font-medium text-vine-800 hover:underline"
    >
      <Icon name="arrowLeft" className="h-4 w-4" />
      {children}
    </Link>
  );
}
