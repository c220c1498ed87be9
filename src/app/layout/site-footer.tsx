import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { env } from '../../config/env';
import { ASSOCIATION } from '../../content/association';
import { useLocalized } from '../../i18n/use-localized';

export function SiteFooter() {
  const { t } = useLingui();
  const localized = useLocalized();
  const year = new Date().getFullYear();
  const { address } = ASSOCIATION;
  return (
    <footer className="mt-16 bg-vine-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <section>
          <h2 className="text-lg font-semibold">{ASSOCIATION.name}</h2>
          <p className="mt-2 text-sm text-stone-300">{localized(ASSOCIATION.tagline)}</p>
          <ul className="mt-4 flex gap-4 text-sm">
            <li>
              <a
                className="underline"
                href={ASSOCIATION.social.facebook}
                rel="noopener"
                target="_blank"
              >
                Facebook
              </a>
            </li>
            <li>
              <a
                className="underline"
                href={ASSOCIATION.social.instagram}
                rel="noopener"
                target="_blank"
              >
                Instagram
              </a>
            </li>
          </ul>
        </section>
        <section>
          <h2 className="text-lg font-semibold">
            <Trans>Contatti</Trans>
          </h2>
          <address className="mt-2 space-y-1 text-sm not-italic text-stone-300">
            <p>
              <Trans>Telefono</Trans>:{' '}
              <a href={`tel:${ASSOCIATION.phone.replace(/\s/g, '')}`}>{ASSOCIATION.phoneDisplay}</a>
            </p>
            <p>
              E-mail: <a href={`mailto:${ASSOCIATION.email}`}>{ASSOCIATION.email}</a>
            </p>
            <p>
              {address.street}, {address.postalCode} {address.city} ({address.province})
            </p>
            <p>
              <Trans>Codice fiscale</Trans>: {ASSOCIATION.taxCode} · <Trans>Partita IVA</Trans>:{' '}
              {ASSOCIATION.vatNumber}
            </p>
          </address>
        </section>
        <nav aria-label={t`Informazioni legali`}>
          <h2 className="text-lg font-semibold">
            <Trans>Informazioni</Trans>
          </h2>
          <ul className="mt-2 space-y-1 text-sm text-stone-300">
            <li>
              <Link to="/termini-e-condizioni" className="underline">
                <Trans>Termini e Condizioni</Trans>
              </Link>
            </li>
            {env.VITE_PRIVACY_POLICY_URL && (
              <li>
                <a
                  className="underline"
                  href={env.VITE_PRIVACY_POLICY_URL}
                  rel="noopener"
                  target="_blank"
                >
                  Privacy Policy
                </a>
              </li>
            )}
            {env.VITE_COOKIE_POLICY_URL && (
              <li>
                <a
                  className="underline"
                  href={env.VITE_COOKIE_POLICY_URL}
                  rel="noopener"
                  target="_blank"
                >
                  Cookie Policy
                </a>
              </li>
            )}
          </ul>
        </nav>
      </div>
      <div className="border-t border-white/10 px-4 py-4 text-center text-xs text-stone-400">
        <p>
          © {year} {ASSOCIATION.legalName}. <Trans>Tutti i diritti riservati.</Trans>{' '}
          <Trans>
            Sito realizzato da{' '}
            <a
              className="underline"
              href={ASSOCIATION.webAgency.url}
              rel="noopener"
              target="_blank"
            >
              {ASSOCIATION.webAgency.name}
            </a>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
