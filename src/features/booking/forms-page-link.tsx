import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** The forms page, where membership is applied for or renewed; a new tab keeps the booking open. */
export function FormsPageLink({ children }: { children: ReactNode }) {
  return (
    <a
      href="/modulistica"
      target="_blank"
      rel="noopener noreferrer"
      className="font-medium text-vine-700 underline underline-offset-2"
    >
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(si apre in una nuova scheda)</Trans>
      </span>
    </a>
  );
}
