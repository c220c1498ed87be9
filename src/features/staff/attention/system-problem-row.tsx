import { plural } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { AttentionItem } from '@/domain/api/staff-attention';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { AttentionActions } from './attention-actions';
import { useAttentionWords } from './attention-words';

type SystemProblemItem = Extract<AttentionItem, { kind: 'system_problem' }>;

/**
 * One system problem of "Problemi di sistema": what happened, how often and when (Italian time),
 * what to do, and "Risolto" for a manager.
 */
export function SystemProblemRow({
  uid,
  item,
  readOnly,
}: {
  uid: string;
  item: SystemProblemItem;
  readOnly: boolean;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const [words] = useAttentionWords()(item);
  const { count, firstAt, lastAt, details } = item.problem;
  const first = formatMoment(firstAt, locale);
  const last = formatMoment(lastAt, locale);
  const detail = details.join('; ');
  return (
    <li className="rounded-2xl bg-white p-4 shadow-sm ring-1 ring-wine-200">
      <article aria-label={words?.happened}>
        <p className="font-semibold text-vine-900">{words?.happened}</p>
        <p className="mt-1 text-sm text-stone-700">
          {count === 1
            ? t`Successo una volta, il ${first}.`
            : t`Successo ${plural(count, { one: '# volta', other: '# volte' })}: la prima il ${first}, l'ultima il ${last}.`}
        </p>
        {detail && (
          <p className="mt-1 break-words text-xs text-stone-600">{t`Dettagli: ${detail}`}</p>
        )}
        <p className="mt-3 text-sm text-stone-700">
          <span className="font-semibold">{t`Cosa fare:`} </span>
          {words?.todo}
        </p>
        <AttentionActions uid={uid} item={item} readOnly={readOnly} label={words?.happened ?? ''} />
      </article>
    </li>
  );
}
