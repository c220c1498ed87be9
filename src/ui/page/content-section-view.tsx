import type { ContentSection } from '@/content/experience';
import { useLocalized } from '@/i18n/use-localized';
import { TitledSection } from '@/ui/titled-section';
import { CheckList } from './check-list';
import { PageSection } from './page-section';

export function ContentSectionView({ section }: { section: ContentSection }) {
  const localized = useLocalized();
  return (
    <PageSection title={localized(section.title)}>
      {section.paragraphs?.map((paragraph, index) => (
        <p key={index} className="leading-relaxed text-stone-800">
          {localized(paragraph)}
        </p>
      ))}
      {section.items && <CheckList items={section.items} />}
    </PageSection>
  );
}

/** The same content as a tinted box, for "important information" and "good to know". */
export function NoticeBox({ section }: { section: ContentSection }) {
  const localized = useLocalized();
  return (
    <TitledSection
      title={localized(section.title)}
      as="aside"
      className="rounded-2xl border border-amber-300 bg-amber-50 p-6"
      titleClassName="text-xl font-semibold text-stone-900"
    >
      <ul className="mt-3 list-disc space-y-1.5 pl-5 text-stone-800">
        {section.items?.map((item, index) => (
          <li key={index}>{localized(item)}</li>
        ))}
      </ul>
    </TitledSection>
  );
}
