import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { HOME_HERO } from '@/content/home';
import { useLocalized } from '@/i18n/use-localized';
import { buttonClass } from '@/ui/button-class';
import { ResponsiveImage } from '@/ui/responsive-image';

export function HomeHero() {
  const localized = useLocalized();
  return (
    <section className="relative isolate overflow-hidden bg-vine-900">
      <ResponsiveImage
        id={HOME_HERO.image}
        sizes="100vw"
        priority
        className="absolute inset-0 -z-10 h-full w-full object-cover"
      />
      {/* A dark wash under the text keeps it readable on any photo dropped in later. */}
      <div className="absolute inset-0 -z-10 bg-gradient-to-r from-black/75 via-black/50 to-black/20" />
      {/* Taller than the text needs in either language on any phone from 320 px (576 px at most):
          the hero, and its picture, keep one size when the page turns English after the
          Italian paint, so the picture painted first stays the largest paint. */}
      <div className="mx-auto flex min-h-[36rem] max-w-6xl flex-col justify-center gap-6 px-4 py-16 text-white md:min-h-[34rem]">
        <h1 className="max-w-2xl text-4xl leading-tight font-bold md:text-5xl">
          {localized(HOME_HERO.title)}
        </h1>
        <p className="max-w-xl text-lg text-stone-100">{localized(HOME_HERO.subtitle)}</p>
        <div className="flex flex-wrap gap-3">
          <Link
            to="/contatti"
            className="rounded-md bg-wine-600 px-5 py-3 font-semibold text-white hover:bg-wine-700"
          >
            <Trans>Prenota un tour</Trans>
          </Link>
          <Link to="/noleggia" className={buttonClass('onDark', 'large')}>
            <Trans>Noleggia una e-bike</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
