import { useLingui } from '@lingui/react/macro';
import type { UseMutationResult } from '@tanstack/react-query';
import { useEffect, useRef, type ReactNode } from 'react';
import { errorMessage, type ContextMessages } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { buttonClass } from '@/ui/button-class';
import { NeedsConnection } from '@/ui/needs-connection';

/**
 * What the link's page shows before its answer: why to press, the offline notice, the server's
 * refusal in the page's own words, and the button (busy while the call runs).
 */
export function AnswerLinkButton<Answer>({
  token,
  answer,
  errors,
  explanation,
  tone,
  label,
  pendingLabel,
}: {
  token: string;
  answer: UseMutationResult<Answer, Error, string>;
  /** The page's wording of a refusal; its OFFLINE message is the offline notice. */
  errors: ContextMessages;
  explanation: ReactNode;
  tone: 'primary' | 'danger';
  label: ReactNode;
  pendingLabel: ReactNode;
}) {
  const { i18n } = useLingui();
  const online = useOnlineStatus();
  const offline = errors.own.OFFLINE ?? errors.own.INTERNAL;
  return (
    <div className="space-y-4">
      <p className="text-stone-800">{explanation}</p>
      {offline && <NeedsConnection message={i18n._(offline)} />}
      {answer.isError && (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {i18n._(errorMessage(answer.error, errors))}
        </p>
      )}
      <button
        type="button"
        className={buttonClass(tone, 'large')}
        disabled={answer.isPending || !online}
        aria-busy={answer.isPending}
        onClick={() => answer.mutate(token)}
      >
        {answer.isPending ? pendingLabel : label}
      </button>
    </div>
  );
}

/** The server's answer, which takes the focus from the button now gone and is read out. */
export function LinkAnswer({ children }: { children: ReactNode }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => ref.current?.focus(), []);
  return (
    <div
      ref={ref}
      tabIndex={-1}
      role="status"
      className="rounded-lg bg-vine-50 p-4 text-stone-900 outline-none focus-visible:ring-2 focus-visible:ring-vine-700"
    >
      {children}
    </div>
  );
}
