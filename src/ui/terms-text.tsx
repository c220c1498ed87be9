import { Trans } from '@lingui/react/macro';
import { ASSOCIATION } from '@/content/association';
import { ExampleDataNote } from '@/ui/example-data-note';
import { TERMS } from '@/content/terms';
import { formatDocumentDate } from '@/domain/format';
import { TERMS_VERSION } from '@/domain/terms';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { TitledSection } from './titled-section';

interface TermsTextProps {
  /** h2 on the terms page; h3 inside a dialog whose title is already the h2. */
  headingLevel?: 2 | 3;
  /** The block naming the association and its contact details. */
  showHeader?: boolean;
}

/**
 * The terms of service without page chrome: the terms page and the booking form's terms dialog
 * both render it, so the text a visitor accepts is the text the page shows.
 */
export function TermsText({ headingLevel = 2, showHeader = true }: TermsTextProps) {
  const { locale } = useLanguage();
  const localized = useLocalized();
  const { address } = ASSOCIATION;
  const version = formatDocumentDate(TERMS_VERSION, locale);
  return (
    <div className="space-y-6 text-stone-800">
      {showHeader && (
        <address className="rounded-xl bg-vine-50 p-4 text-sm not-italic leading-relaxed">
          <strong className="block text-base text-vine-900">{ASSOCIATION.legalName}</strong>
          {address.street}, {address.postalCode} {address.city} ({address.province}),{' '}
          {localized(address.country)}
          <br />
          <Trans>Codice fiscale</Trans> {ASSOCIATION.taxCode} · <Trans>Partita IVA</Trans>{' '}
          {ASSOCIATION.vatNumber}
          <br />
          <Trans>Telefono</Trans> {ASSOCIATION.phoneDisplay} · E-mail {ASSOCIATION.email}
          <ExampleDataNote className="mt-2 text-wine-700" />
        </address>
      )}
      <p className="text-sm font-medium text-stone-700">
        <Trans>Versione del {version}</Trans>
      </p>
      {TERMS.intro.map((paragraph, index) => (
        <p key={index}>{localized(paragraph)}</p>
      ))}
      {TERMS.sections.map((section) => (
        <TitledSection
          key={section.id}
          title={localized(section.heading)}
          level={headingLevel}
          className="space-y-2"
          titleClassName="text-lg font-semibold text-vine-900"
        >
          {section.paragraphs.map((paragraph, index) => (
            <p key={index}>{localized(paragraph)}</p>
          ))}
          {section.items && (
            <ul className="list-disc space-y-1 pl-6">
              {section.items.map((item, index) => (
                <li key={index}>{localized(item)}</li>
              ))}
            </ul>
          )}
        </TitledSection>
      ))}
    </div>
  );
}
