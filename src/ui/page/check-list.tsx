import type { Localized } from '@/content/localized';
import { useLocalized } from '@/i18n/use-localized';
import { Icon } from './icons';

export function CheckList({ items }: { items: readonly Localized[] }) {
  const localized = useLocalized();
  return (
    <ul className="grid gap-2 sm:grid-cols-2">
      {items.map((item, index) => (
        <li key={index} className="flex gap-2">
          <Icon name="check" className="mt-0.5 h-5 w-5 shrink-0 text-vine-700" />
          <span>{localized(item)}</span>
        </li>
      ))}
    </ul>
  );
}
