import { Trans } from '@lingui/react/macro';
import { HOME_BENEFITS } from '@/content/home';
import { useLocalized } from '@/i18n/use-localized';
import { Icon } from '@/ui/page/icons';
import { TitledSection } from '@/ui/titled-section';

export function HomeBenefits() {
  const localized = useLocalized();
  return (
    <TitledSection
      title={<Trans>Perché pedalare con noi</Trans>}
      className="mx-auto max-w-6xl px-4 py-16"
      titleClassName="text-3xl font-bold text-vine-900"
    >
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {HOME_BENEFITS.map((benefit) => (
          <li key={benefit.icon} className="rounded-2xl bg-white p-6 shadow-sm">
            <Icon
              name={benefit.icon}
              className="h-10 w-10 rounded-full bg-vine-100 p-2 text-vine-800"
            />
            <h3 className="mt-4 text-lg font-semibold text-vine-900">{localized(benefit.title)}</h3>
            <p className="mt-2 text-stone-700">{localized(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
