import { useId, type ReactNode } from 'react';

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
  titleClassName,
  children,
}: {
  title: ReactNode;
  /** h2 unless the region stands under another region's heading (h3) or titles the page (h1). */
  level?: 1 | 2 | 3;
  as?: 'section' | 'nav' | 'article' | 'aside';
  className?: string;
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
