import type { ReactNode } from 'react';

interface PageHeaderProps {
  /** The page's one h1. */
  title: ReactNode;
  /** The sentence under it that says what the page offers. */
  lead: ReactNode;
  /** The lead runs the page's full width (a short one); otherwise it stops at a reading width. */
  fullWidthLead?: boolean;
}

/** The top of a listing or form page (tours, events, rentals, gallery, contacts, gifts, forms). */
export function PageHeader({ title, lead, fullWidthLead = false }: PageHeaderProps) {
  return (
    <header className="space-y-3">
      <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">{title}</h1>
      <p className={fullWidthLead ? 'text-lg text-stone-700' : 'max-w-3xl text-lg text-stone-700'}>
        {lead}
      </p>
    </header>
  );
}
