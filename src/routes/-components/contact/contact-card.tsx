import type { ReactNode } from 'react';

interface ContactCardProps {
  /** The heading's id, which names the card's region for assistive technology. */
  headingId: string;
  title: ReactNode;
  /** The card's own id, where a link jumps to it (e.g. "#contact-form"). */
  id?: string;
  children: ReactNode;
}

/** One white card of the contact page: details, opening hours, the message form. */
export function ContactCard({ headingId, title, id, children }: ContactCardProps) {
  return (
    <section id={id} aria-labelledby={headingId} className="rounded-2xl bg-white p-6 shadow-sm">
      <h2 id={headingId} className="text-xl font-semibold text-vine-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
