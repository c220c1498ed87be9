import { useRouter } from '@tanstack/react-router';
import { env } from '@/config/env';
import { ASSOCIATION } from '@/content/association';
import { IMAGES, imagePath, imageSet, type ImageId } from '@/content/image-catalog';
import { useLanguage } from '@/i18n/language-context';
import { addressLocale, alternateLinks, canonicalUrl } from '@/i18n/locale-address';

interface PageMetaProps {
  title: string;
  description?: string;
  /** The picture shown when the page is shared; the home hero when absent. */
  image?: ImageId;
  /** Pages that should stay out of search results (e.g. the sample tour). */
  noIndex?: boolean;
}

const OG_LOCALES = { it: 'it_IT', en: 'en_GB' } as const;

/**
 * Per-page <title>, description, canonical URL (the page's own language's address), the
 * `hreflang` alternates naming its translation, and Open Graph tags. React 19 hoists these into
 * <head>, in the browser and when pages are prerendered.
 */
export function PageMeta({
  title,
  description,
  image = 'home-hero',
  noIndex = false,
}: PageMetaProps) {
  const { locale } = useLanguage();
  // Read without subscribing: the page re-renders on navigation anyway, and a page rendered
  // outside a router (a component test) simply gets the site root as its canonical URL.
  const location = useRouter({ warn: false })?.state.location;
  const pathname = location?.pathname ?? '/';
  // The English copy served at an Italian address (to a visitor who chose English) names its /en
  // address as canonical but no alternates: a canonical URL that is one of the page's own hreflang
  // alternates, other than its address, contradicts them.
  const address = (location?.publicHref ?? pathname).split(/[?#]/)[0]!;
  const atOwnAddress = addressLocale(address) === locale;
  const fullTitle = `${title} · ${ASSOCIATION.name}`;
  const siteUrl = new URL(env.VITE_SITE_URL).origin;
  const canonical = canonicalUrl(pathname, locale, siteUrl);
  const set = imageSet(image);
  const socialWidth = set.widths[set.widths.length - 1]!;
  const imageUrl = set.social
    ? new URL(imagePath(image, socialWidth, 'jpg'), env.VITE_SITE_URL).href
    : undefined;
  return (
    <>
      <title>{fullTitle}</title>
      {description && <meta name="description" content={description} />}
      {noIndex && <meta name="robots" content="noindex" />}
      <link rel="canonical" href={canonical} />
      {!noIndex &&
        atOwnAddress &&
        alternateLinks(pathname, siteUrl).map(({ hreflang, href }) => (
          <link key={hreflang} rel="alternate" hrefLang={hreflang} href={href} />
        ))}
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={ASSOCIATION.name} />
      <meta property="og:title" content={fullTitle} />
      {description && <meta property="og:description" content={description} />}
      <meta property="og:url" content={canonical} />
      <meta property="og:locale" content={OG_LOCALES[locale]} />
      {imageUrl && <meta property="og:image" content={imageUrl} />}
      {imageUrl && <meta property="og:image:width" content={String(socialWidth)} />}
      {imageUrl && (
        <meta
          property="og:image:height"
          content={String(Math.round((socialWidth * set.height) / set.width))}
        />
      )}
      {imageUrl && <meta property="og:image:alt" content={IMAGES[image].alt[locale]} />}
      <meta name="twitter:card" content="summary_large_image" />
    </>
  );
}
