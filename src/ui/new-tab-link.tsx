import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';

/** A link opening in a new tab; screen readers are told so, since nothing else would say it. */
export function NewTabLink({
  href,
  className,
  children,
}: {
  href: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <a href={href} target="_blank" rel="noopener noreferrer" className={className}>
      {children}
      <span className="sr-only">
        {' '}
        <Trans>(si apre in una nuova scheda)</Trans>
      </span>
    </a>
  );
}
