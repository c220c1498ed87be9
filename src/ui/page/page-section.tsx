import type { ReactNode } from 'react';

/** A titled block of a content page; the heading labels the region for assistive technology. */
export function PageSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const headingId = `section-${id}`;
  return (
    <section aria-labelledby={headingId} className="space-y-4">
      <h2 id={headingId} className="text-2xl font-semibold text-vine-900">
        {title}
      </h2>
      {children}
    </section>
  );
}
