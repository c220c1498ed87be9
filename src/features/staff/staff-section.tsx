import type { ReactNode } from 'react';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { TitledSection } from '@/ui/titled-section';

/**
 * A staff section that reads its data only once opened: its title, then a disclosure whose
 * summary says what opening it shows. `onOpenChange` tells the section when it is open; `after`
 * stands below the disclosure (a dialog of the section, say).
 */
export function StaffDisclosureSection({
  title,
  summary,
  onOpenChange,
  children,
  after,
}: {
  title: string;
  summary: string;
  onOpenChange: (open: boolean) => void;
  children: ReactNode;
  after?: ReactNode;
}) {
  return (
    <TitledSection title={title} className="mt-12">
      <details
        className="mt-4 rounded-2xl bg-white shadow-sm ring-1 ring-stone-200"
        onToggle={(event) => onOpenChange(event.currentTarget.open)}
      >
        <summary className="cursor-pointer p-4 font-semibold text-stone-900">{summary}</summary>
        {children}
      </details>
      {after}
    </TitledSection>
  );
}

/** A section's read in progress (a status line) or failed (an alert with the staff's words). */
export function SectionReadState({
  loading,
  error,
}: {
  /** What to say while reading, or null when not reading. */
  loading: string | null;
  /** Why the read failed, or null. */
  error: string | null;
}) {
  return (
    <>
      {loading !== null && (
        <p role="status" className="mt-4 text-stone-700">
          {loading}
        </p>
      )}
      {error !== null && (
        <p role="alert" className="mt-4 rounded-md bg-wine-50 p-3 text-wine-800">
          {error}
        </p>
      )}
    </>
  );
}

/** What a staff read's status line says, for each place what it shows can come from. */
export interface FreshnessWords {
  /** The server's answer, and when it was read; absent when a fresh answer needs no line. */
  fresh?: string;
  /** The saved copy, the browser offline. */
  offline: string;
  /** The saved copy, the browser online but the server not answering. */
  unreachable: string;
}

/**
 * How fresh what a staff read shows is. A copy saved on this device says why it stands in: the
 * browser is offline, or it is online and the server did not answer (then there is no signal to
 * look for, only a moment to wait).
 */
export function freshnessWords(
  from: { fromDevice: boolean; online: boolean },
  words: FreshnessWords,
): string | undefined {
  if (!from.fromDevice) return words.fresh;
  return from.online ? words.unreachable : words.offline;
}

/** A staff read's status line (`freshnessWords`); nothing when a fresh answer needs no line. */
export function FreshnessStatus({
  fromDevice,
  className,
  ...words
}: FreshnessWords & { fromDevice: boolean; className: string }) {
  const text = freshnessWords({ fromDevice, online: useOnlineStatus() }, words);
  if (text === undefined) return null;
  return (
    <p role="status" className={className}>
      {text}
    </p>
  );
}

/** The white card a staff search and what it opens stand in. */
export const STAFF_CARD = 'mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6';

/** A staff search's answer: its title, a status line (what was found, how fresh), then the list. */
export function SearchResults({
  title,
  status,
  children,
}: {
  title: string;
  status: string;
  children: ReactNode;
}) {
  return (
    <TitledSection
      title={title}
      className={STAFF_CARD}
      titleClassName="text-xl font-bold text-vine-900"
    >
      <p role="status" className="mt-1 text-sm text-stone-700">
        {status}
      </p>
      {children}
    </TitledSection>
  );
}
