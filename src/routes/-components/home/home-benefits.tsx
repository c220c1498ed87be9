import { Trans } from '@lingui/react/macro';
import { HOME_BENEFITS, type BenefitIcon } from '@/content/home';
import { useLocalized } from '@/i18n/use-localized';

const ICONS: Record<BenefitIcon, string> = {
  guide: 'M12 3l2.5 5 5.5.8-4 3.9.9 5.5L12 15.6 7.1 18.2l.9-5.5-4-3.9 5.5-.8z',
  bike: 'M6 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM18 18a3 3 0 1 0 0-6 3 3 0 0 0 0 6zM6 15l4-7h5l3 7M10 8 9 6H7M15 8l-3 7',
  wine: 'M8 3h8l-.5 6a3.5 3.5 0 0 1-7 0zM12 12.5V20M8.5 20h7',
};

export function HomeBenefits() {
  const localized = useLocalized();
  return (
    <section aria-labelledby="benefits-title" className="mx-auto max-w-6xl px-4 py-16">
      <h2 id="benefits-title" className="text-3xl font-bold text-vine-900">
        <Trans>Perché pedalare con noi</Trans>
      </h2>
      <ul className="mt-8 grid gap-6 md:grid-cols-3">
        {HOME_BENEFITS.map((benefit) => (
          <li key={benefit.icon} className="rounded-2xl bg-white p-6 shadow-sm">
            <svg
              viewBox="0 0 24 24"
              className="h-10 w-10 rounded-full bg-vine-100 p-2 text-vine-800"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
              aria-hidden="true"
            >
              <path d={ICONS[benefit.icon]} />
            </svg>
            <h3 className="mt-4 text-lg font-semibold text-vine-900">{localized(benefit.title)}</h3>
            <p className="mt-2 text-stone-700">{localized(benefit.text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
