import { useCallback } from 'react';
import type { Localized } from '@/content/localized';
import { useLanguage } from './language-context';

/** Picks the current language's version of bilingual content. */
export function useLocalized(): <T>(value: Localized<T>) => T {
  const { locale } = useLanguage();
  return useCallback(<T>(value: Localized<T>) => value[locale], [locale]);
}
