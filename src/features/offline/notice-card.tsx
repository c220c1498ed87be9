import type { ReactNode } from 'react';
import { buttonClass } from '@/ui/button-class';
import { Icon } from '@/ui/page/icons';

// On the dark card the focus ring is white; the second action reads as a link, not a button.
const focusRing =
  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white';
const primaryButton = `${buttonClass('onDark', 'small')} ${focusRing} disabled:opacity-70`;
const secondaryButton = `rounded-md px-3 py-1.5 font-semibold text-white underline-offset-2 hover:underline ${focusRing}`;

interface NoticeAction {
  label: ReactNode;
  onClick: () => void;
  disabled?: boolean;
}

/**
 * A small dark card at the bottom of the screen: a message with a main action (and a way to put it
 * off), or a message with a close button. The message is a polite live region, so it is read out
 * when it appears without taking the focus away from what the visitor is doing.
 */
export function NoticeCard({
  children,
  primary,
  secondary,
  close,
}: {
  children: ReactNode;
  primary?: NoticeAction;
  secondary?: NoticeAction | undefined;
  close?: { label: string; onClick: () => void };
}) {
  return (
    <div className="pointer-events-auto w-full rounded-xl bg-stone-900 px-4 py-3 text-sm text-white shadow-lg">
      <div role="status">
        {close ? (
          <div className="flex items-start gap-3">
            <p>{children}</p>
            <button
              type="button"
              aria-label={close.label}
              onClick={close.onClick}
              className="-m-1 shrink-0 rounded p-1 text-white hover:bg-white/10 focus-visible:outline-2 focus-visible:outline-white"
            >
              <Icon name="close" className="h-4.5 w-4.5" />
            </button>
          </div>
        ) : (
          children
        )}
      </div>
      {primary && (
        <div className="mt-2 flex flex-wrap items-center gap-2">
          <NoticeButton action={primary} className={primaryButton} />
          {secondary && <NoticeButton action={secondary} className={secondaryButton} />}
        </div>
      )}
    </div>
  );
}

function NoticeButton({ action, className }: { action: NoticeAction; className: string }) {
  return (
    <button type="button" className={className} disabled={action.disabled} onClick={action.onClick}>
      {action.label}
    </button>
  );
}
