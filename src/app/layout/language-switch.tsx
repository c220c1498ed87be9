import { useLingui } from '@lingui/react/macro';
import { useRouter } from '@tanstack/react-router';
import { addressModeOf } from '@/app/locale-rewrite';
import { withoutLocalePrefix } from '@/i18n/locale-address';
import { useLanguage } from '@/i18n/language-context';
import type { Locale } from '@/domain/locale';

function ItalianFlag() {
  return (
    <svg viewBox="0 0 3 2" width="18" height="12" aria-hidden="true">
      <rect width="1" height="2" fill="#009246" />
      <rect x="1" width="1" height="2" fill="#fff" />
      <rect x="2" width="1" height="2" fill="#ce2b37" />
    </svg>
  );
}

function BritishFlag() {
  return (
    <svg viewBox="0 0 60 30" width="18" height="12" aria-hidden="true">
      <rect width="60" height="30" fill="#012169" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#fff" strokeWidth="6" />
      <path d="M0 0l60 30M60 0L0 30" stroke="#C8102E" strokeWidth="2" />
      <path d="M30 0v30M0 15h60" stroke="#fff" strokeWidth="10" />
      <path d="M30 0v30M0 15h60" stroke="#C8102E" strokeWidth="6" />
    </svg>
  );
}

const OPTIONS: { locale: Locale; code: string; name: string; Flag: () => React.JSX.Element }[] = [
  { locale: 'it', code: 'IT', name: 'Italiano', Flag: ItalianFlag },
  { locale: 'en', code: 'EN', name: 'English', Flag: BritishFlag },
];

export function LanguageSwitch() {
  const { locale, setLocale } = useLanguage();
  const { t } = useLingui();
  const router = useRouter();
  const choose = async (option: Locale) => {
    await setLocale(option);
    // Italian chosen on an English address: the page moves to its Italian address, and its links
    // with it (src/app/locale-rewrite.ts). English chosen on an Italian address keeps the
    // address: Hosting serves it in English from now on.
    const mode = addressModeOf(router);
    if (option === 'it' && mode.english) {
      mode.english = false;
      const { pathname, search, hash } = window.location;
      router.history.replace(`${withoutLocalePrefix(pathname)}${search}${hash}`);
    }
  };
  return (
    <div role="group" aria-label={t`Lingua`} className="flex items-center gap-1">
      {OPTIONS.map(({ locale: option, code, name, Flag }) => {
        const active = option === locale;
        return (
          <button
            key={option}
            type="button"
            lang={option}
            aria-label={name}
            aria-pressed={active}
            onClick={() => void choose(option)}
            className={`flex items-center gap-1.5 rounded-md px-2 py-1.5 text-sm font-semibold ${
              active ? 'bg-vine-700 text-white' : 'text-stone-700 hover:bg-vine-100'
            }`}
          >
            <Flag />
            {code}
          </button>
        );
      })}
    </div>
  );
}
