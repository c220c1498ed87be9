import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { ASSOCIATION } from '@/content/association';
import { ExampleDataNote } from '@/ui/example-data-note';
import { TERMS } from '@/content/terms';
import { formatDocumentDate } from '@/domain/format';
import { TERMS_VERSION } from '@/domain/terms';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';

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
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // Unique ids, so the page and a dialog can never clash over a heading's id.
  const idBase = useId();
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
        <section key={section.id} aria-labelledby={`${idBase}-${section.id}`} className="space-y-2">
          <Heading id={`${idBase}-${section.id}`} className="text-lg font-semibold text-vine-900">
            {localized(section.heading)}
          </Heading>
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
        </section>
      ))}
    </div>
  );
}
