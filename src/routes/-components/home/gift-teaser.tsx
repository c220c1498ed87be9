import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/button-class';

/** The gift vouchers on the home page: December is when people give experiences. */
export function GiftTeaser() {
  return (
    <section aria-labelledby="gift-title" className="mx-auto max-w-6xl px-4 pb-16">
      <div className="flex flex-col items-start gap-4 rounded-2xl bg-vine-50 p-8 md:flex-row md:items-center md:justify-between">
        <div>
          <h2 id="gift-title" className="text-2xl font-bold text-vine-900">
            <Trans>Regala un tour</Trans>
          </h2>
          <p className="mt-1 text-stone-700">
            <Trans>
              Un buono regalo da 50, 80, 150 € o dell'importo che vuoi, oppure un tour per chi ami:
              arriva per email, anche il giorno e all'ora che scegli.
            </Trans>
          </p>
        </div>
        <Link to="/regala" className={buttonClass('primary', 'large')}>
          <Trans>Regala un tour</Trans>
        </Link>
      </div>
    </section>
  );
}
