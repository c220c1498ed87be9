import type { ReactNode } from 'react';
import { PageMeta } from './page-meta';

/** A page with a heading and free content, for pages without a hero. */
export function SimplePage({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <PageMeta title={title} />
      <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">{title}</h1>
      {children}
    </div>
  );
}
