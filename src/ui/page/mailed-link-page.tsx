import type { ReactNode } from 'react';

/**
 * The shape of a page opened from a mailed link: its title, then the page for what the link names
 * or, when it arrived without its token (copied only in part), how to open the link again.
 */
export function MailedLinkPage<Handle>({
  title,
  handle,
  incompleteLink,
  children,
}: {
  title: ReactNode;
  /** What the link names (its token, or an id from "Le mie prenotazioni"); none: incomplete. */
  handle: Handle | null | undefined;
  /** What to say when the link arrived without its token. */
  incompleteLink: ReactNode;
  children: (handle: Handle) => ReactNode;
}) {
  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-10">
      <h1 className="text-3xl font-bold text-vine-900">{title}</h1>
      {handle ? (
        children(handle)
      ) : (
        <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
          {incompleteLink}
        </p>
      )}
    </div>
  );
}
