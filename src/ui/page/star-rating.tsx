import { Plural, Trans } from '@lingui/react/macro';
import { useLanguage } from '@/i18n/language-context';
import { formatRating } from '@/domain/format';

/** "★ 4,8 (89 recensioni)"; screen readers hear "Valutazione 4,8 su 5 (89 recensioni)". */
export function StarRating({ rating, reviews }: { rating: number; reviews: number }) {
  const { locale } = useLanguage();
  const value = formatRating(rating, locale);
  return (
    <p className="flex flex-wrap items-center gap-1.5 text-sm">
      <svg viewBox="0 0 24 24" className="h-4 w-4 text-amber-500" aria-hidden="true">
        <path
          fill="currentColor"
          d="M12 2.5l2.9 6 6.6.9-4.8 4.6 1.2 6.5L12 17.4l-5.9 3.1 1.2-6.5L2.5 9.4l6.6-.9z"
        />
      </svg>
      <span className="sr-only">
        <Trans>Valutazione</Trans>
      </span>
      <span className="font-semibold" data-testid="rating">
        {value}
      </span>
      <span className="sr-only">
        <Trans>su 5</Trans>
      </span>
      <span className="text-stone-700">
        (<Plural value={reviews} one="# recensione" other="# recensioni" />)
      </span>
    </p>
  );
}
