import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { env } from '@/config/env';
import { ASSOCIATION } from '@/content/association';
import { chatUrl } from '@/features/third-party/chat-link';
import { ExampleDataNote } from '@/ui/example-data-note';
import { NewTabLink } from '@/ui/new-tab-link';
import { SocialLinks } from '@/ui/social-links';
import { TitledSection } from '@/ui/titled-section';
import { useLocalized } from '@/i18n/use-localized';

/** The policies published elsewhere; a link shows only where its address is configured. */
const POLICIES = [
  { name: 'Privacy Policy', href: env.VITE_PRIVACY_POLICY_URL },
  { name: 'Cookie Policy', href: env.VITE_COOKIE_POLICY_URL },
];

export function SiteFooter() {
  const localized = useLocalized();
  const year = new Date().getFullYear();
  const { address } = ASSOCIATION;
  const chat = chatUrl(env.VITE_CHAT_PHONE_NUMBER);
  return (
    <footer className="mt-16 bg-vine-900 text-stone-100">
      <div className="mx-auto grid max-w-6xl gap-8 px-4 py-12 md:grid-cols-3">
        <TitledSection title={ASSOCIATION.name} titleClassName="text-lg font-semibold">
          <p className="mt-2 text-sm text-stone-300">{localized(ASSOCIATION.tagline)}</p>
          <h3 className="mt-4 text-sm font-semibold">
            <Trans>Seguici</Trans>
          </h3>
          <SocialLinks
            className="mt-1 flex gap-4 text-sm text-stone-300"
            linkClassName="underline hover:text-white"
          />
        </TitledSection>
        <TitledSection title={<Trans>Contatti</Trans>} titleClassName="text-lg font-semibold">
          <address className="mt-2 space-y-1 text-sm text-stone-300 not-italic">
            <p>
              <Trans>Telefono</Trans>:{' '}
              <a
                className="underline hover:text-white"
                href={`tel:${ASSOCIATION.phone.replace(/\s/g, '')}`}
              >
                {ASSOCIATION.phoneDisplay}
              </a>
            </p>
            <p>
              E-mail:{' '}
              <a className="underline hover:text-white" href={`mailto:${ASSOCIATION.email}`}>
                {ASSOCIATION.email}
              </a>
            </p>
            {chat && (
              <p>
                <NewTabLink className="underline hover:text-white" href={chat}>
                  <Trans>Scrivici su WhatsApp</Trans>
                </NewTabLink>
              </p>
            )}
            <p>
              {address.street}, {address.postalCode} {address.city} ({address.province})
            </p>
            <p>
              <Trans>Codice fiscale</Trans>: {ASSOCIATION.taxCode} · <Trans>Partita IVA</Trans>:{' '}
              {ASSOCIATION.vatNumber}
            </p>
            <ExampleDataNote className="text-amber-200" />
          </address>
        </TitledSection>
        <TitledSection
          title={<Trans>Informazioni</Trans>}
          as="nav"
          titleClassName="text-lg font-semibold"
        >
          <ul className="mt-2 space-y-1 text-sm text-stone-300">
            <li>
              <Link to="/regala" className="underline hover:text-white">
                <Trans>Regala un tour</Trans>
              </Link>
            </li>
            <li>
              <Link to="/termini-e-condizioni" className="underline hover:text-white">
                <Trans>Termini e Condizioni</Trans>
              </Link>
            </li>
            {POLICIES.flatMap(({ name, href }) =>
              href ? (
                <li key={name}>
                  <NewTabLink className="underline hover:text-white" href={href}>
                    {name}
                  </NewTabLink>
                </li>
              ) : (
                []
              ),
            )}
          </ul>
        </TitledSection>
      </div>
      {/* Room at the bottom on phones so the floating chat button never covers this line. */}
      <div className="border-t border-white/10 px-4 pt-4 pb-20 text-center text-xs text-stone-300 sm:pb-4">
        <p>
          © {year} {ASSOCIATION.legalName}. <Trans>Tutti i diritti riservati.</Trans>{' '}
          <Trans>
            Sito realizzato da{' '}
            <NewTabLink className="underline hover:text-white" href={ASSOCIATION.webAgency.url}>
              {ASSOCIATION.webAgency.name}
            </NewTabLink>
          </Trans>
        </p>
      </div>
    </footer>
  );
}
