import { Trans } from '@lingui/react/macro';
import { useId } from 'react';
import { WAIVER } from '@/content/waiver';
import { formatDocumentDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { TitledSection } from '@/ui/titled-section';

/**
 * The waiver's whole text in the page's language, as the signer reads it before the approvals:
 * the same words the server's digest is computed on (src/domain/waiver.ts). It flows with the
 * page rather than in a box of its own, which on a phone would scroll inside the scrolling page.
 */
export function WaiverTextView() {
  const { locale } = useLanguage();
  const localized = useLocalized();
  // Unique ids, so two texts on one screen (a staff dialog over a page) never share a heading id.
  const idBase = useId();
  const version = formatDocumentDate(WAIVER.version, locale);
  return (
    <article aria-labelledby={`${idBase}-title`} className="space-y-5 text-stone-800">
      <header className="space-y-1">
        <h2 id={`${idBase}-title`} className="text-xl font-bold text-vine-900">
          {localized(WAIVER.title)}
        </h2>
        <p className="text-sm text-stone-600">
          <Trans>Versione del {version}</Trans>
        </p>
      </header>
      <p className="leading-relaxed">{localized(WAIVER.intro)}</p>
      {WAIVER.clauses.map((clause) => (
        <TitledSection
          key={clause.id}
          title={localized(clause.heading)}
          level={3}
          className="space-y-2 leading-relaxed"
        >
          {clause.paragraphs.map((paragraph, index) => (
            <p key={index}>{localized(paragraph)}</p>
          ))}
        </TitledSection>
      ))}
      <p className="rounded-lg bg-vine-50 p-4 text-sm">{localized(WAIVER.contact)}</p>
    </article>
  );
}
