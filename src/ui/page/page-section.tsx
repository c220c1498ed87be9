import type { ReactNode } from 'react';
import { TitledSection } from '@/ui/titled-section';

/** A titled block of a content page; the heading labels the region for assistive technology. */
export function PageSection({ title, children }: { title: ReactNode; children: ReactNode }) {
  return (
    <TitledSection
      title={title}
      className="space-y-4"
      titleClassName="text-2xl font-semibold text-vine-900"
    >
      {children}
    </TitledSection>
  );
}
