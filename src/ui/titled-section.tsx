import { useId, type ReactNode } from 'react';

/** The site's usual section heading (h2) and heading of a part within a section (h3). */
const USUAL_TITLE_CLASS: Partial<Record<1 | 2 | 3, string>> = {
  2: 'text-2xl font-bold text-vine-900',
  3: 'text-lg font-semibold text-vine-900',
};

/**
 * A region named by its heading: the heading comes first and, through `aria-labelledby`, gives the
 * region its accessible name, so assistive technology lists it by that name (a `section` with a
 * name is a landmark; a `nav`, `article` or `aside` is named by it). The heading's id comes from
 * `useId`: unique on the page however many of these share it, and the same in the prerendered
 * HTML and after hydration, so no call site writes an id by hand.
 */
export function TitledSection({
  title,
  level = 2,
  as: Region = 'section',
  className,
  titleClassName = USUAL_TITLE_CLASS[level],
  children,
}: {
  title: ReactNode;
  /** h2 unless the region stands under another region's heading (h3) or titles the page (h1). */
  level?: 1 | 2 | 3;
  as?: 'section' | 'nav' | 'article' | 'aside';
  className?: string;
  /** The heading's classes; by default the usual look of its level (none for an h1). */
  titleClassName?: string;
  children?: ReactNode;
}) {
  const headingId = useId();
  const Heading = `h${level}` as const;
  return (
    <Region aria-labelledby={headingId} className={className}>
      <Heading id={headingId} className={titleClassName}>
        {title}
      </Heading>
      {children}
    </Region>
  );
}
