import { ASSOCIATION } from '../content/association';

/**
 * Per-page <title> and description. React 19 hoists these into <head>, in the browser and when
 * pages are prerendered.
 */
export function PageMeta({ title, description }: { title: string; description?: string }) {
  const fullTitle = `${title} · ${ASSOCIATION.name}`;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
    </>
  );
}
