import type { ReactNode } from 'react';
import { NewTabLink } from '@/ui/new-tab-link';

/** The forms page, where membership is applied for or renewed; a new tab keeps the booking open. */
export function FormsPageLink({ children }: { children: ReactNode }) {
  return (
    <NewTabLink
      href="/modulistica"
      className="font-medium text-vine-700 underline underline-offset-2"
    >
      {children}
    </NewTabLink>
  );
}
