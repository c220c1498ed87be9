import type { ReactNode } from 'react';
import { Icon } from '@/ui/page/icons';

const buttonBase =
  'rounded-md px-3 py-1.5 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';

export const primaryButton = `${buttonBase} bg-white text-vine-900 hover:bg-vine-100 disabled:opacity-70`;
export const secondaryButton = `${buttonBase} text-white underline-offset-2 hover:underline`;

/**
 * A small dark card at the bottom of the screen. The text is a polite live region, so it is read
 * out when it appears without taking the focus away from what the visitor is doing.
 */
export function NoticeCard({ children, actions }: { children: ReactNode; actions?: ReactNode }) {
  return (
    <div className="pointer-events-auto w-full rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">
      <div role="status">{children}</div>
      {actions && <div className="mt-2 flex flex-wrap items-center gap-2">{actions}</div>}
    </div>
  );
}

export function CloseButton({ label, onClick }: { label: string; onClick: () => void }) {
  return (
    <button
      type="button"
      aria-label={label}
      onClick={onClick}
      className="-m-1 shrink-0 rounded p-1 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
    >
      <Icon name="close" className="h-4.5 w-4.5" />
    </button>
  );
}
