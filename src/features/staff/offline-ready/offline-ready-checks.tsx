import { useLingui } from '@lingui/react/macro';
import { formatLongDate, formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { Icon, type IconName } from '@/ui/page/icons';
import { TitledSection } from '@/ui/titled-section';
import type { CheckState } from './saved-roster-checks';
import type { OfflineReadiness } from './use-offline-readiness';

interface Check {
  id: string;
  label: string;
  state: CheckState;
  /** The state in words: the icon and colour only repeat it. */
  status: string;
  /** What to do while still online, for a check that is not ok. */
  todo?: string;
}

const LOOK: Record<CheckState, { icon: IconName; className: string }> = {
  ok: { icon: 'check', className: 'text-vine-800' },
  missing: { icon: 'close', className: 'text-wine-800' },
  pending: { icon: 'clock', className: 'text-stone-700' },
};

/**
 * "Pronto per lavorare offline": the three things the day view needs without a signal (the page,
 * the chosen day's roster, the key tickets are checked with), each with its state in words and,
 * when missing, what to do before leaving.
 */
export function OfflineReadyChecks({
  date,
  readiness,
}: {
  date: string;
  readiness: OfflineReadiness;
}) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const openDate = t`Apri la data con la connessione.`;
  const day = date === '' ? '' : formatLongDate(date, locale);
  const asOf = readiness.asOf ? formatMoment(readiness.asOf, locale) : '';
  const checks: Check[] = [
    { id: 'page', label: t`Pagina dell'area staff`, ...pageCheck() },
    {
      id: 'roster',
      label: day ? t`Elenco di ${day}` : t`Elenco della giornata`,
      ...savedCheck(
        readiness.roster,
        t`salvato su questo telefono, aggiornato il ${asOf}`,
        t`non salvato`,
        day ? openDate : t`Scegli la data e aprila con la connessione.`,
      ),
    },
    {
      id: 'ticket-key',
      label: t`Chiave per verificare i biglietti`,
      ...savedCheck(readiness.ticketKey, t`salvata su questo telefono`, t`mancante`, openDate),
    },
  ];
  const states = checks.map((check) => check.state);
  const summary = states.every((state) => state === 'ok')
    ? t`Pronto: con questo telefono puoi lavorare senza connessione.`
    : states.includes('missing')
      ? t`Non ancora pronto: prima di partire, fai quanto indicato qui sotto.`
      : t`Verifica in corso: resta connesso ancora qualche istante.`;

  function savedCheck(
    state: CheckState,
    ok: string,
    missing: string,
    todo: string,
  ): Pick<Check, 'state' | 'status' | 'todo'> {
    if (state === 'ok') return { state, status: ok };
    if (state === 'missing') return { state, status: missing, todo };
    return { state, status: t`verifica in corso` };
  }

  function pageCheck(): Pick<Check, 'state' | 'status' | 'todo'> {
    switch (readiness.page) {
      case 'kept':
        return { state: 'ok', status: t`salvata su questo telefono` };
      case 'preparing':
        return {
          state: 'pending',
          status: t`salvataggio in corso`,
          todo: t`Resta connesso ancora qualche istante.`,
        };
      case 'missing':
        return {
          state: 'missing',
          status: t`non salvata`,
          todo: t`Apri l'area staff con la connessione.`,
        };
      case 'unsupported':
        return {
          state: 'missing',
          status: t`questo browser non può salvarla`,
          todo: t`Usa Chrome, Safari o Firefox aggiornati, non in navigazione privata.`,
        };
    }
  }

  return (
    <TitledSection
      title={t`Pronto per lavorare offline`}
      className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200"
      titleClassName="text-lg font-bold text-vine-900"
    >
      <p role="status" className="mt-1 text-stone-800">
        {summary}
      </p>
      <ul className="mt-3 space-y-2">
        {checks.map((check) => (
          <li key={check.id} className="flex gap-2">
            <span className={LOOK[check.state].className}>
              <Icon name={LOOK[check.state].icon} className="mt-0.5 h-5 w-5 shrink-0" />
            </span>
            <span className="text-stone-800">
              <span className="font-semibold">{check.label}</span>
              {`: ${check.status}.`}
              {check.todo && <span className="block text-stone-700">{check.todo}</span>}
            </span>
          </li>
        ))}
      </ul>
    </TitledSection>
  );
}
