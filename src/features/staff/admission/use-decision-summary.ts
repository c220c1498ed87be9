import { useLingui } from '@lingui/react/macro';
import type {
  ApplicationSummary,
  StaffDecideApplicationsResponse,
} from '@/domain/api/staff-members';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';

type Result = StaffDecideApplicationsResponse['results'][number];

/** The board's decision told back, one sentence per application, in the page's language. */
export function useDecisionSummary() {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const sentence = (result: Result, name: string): string => {
    const number = result.memberNumber ?? '';
    const until = result.validUntil ? formatDayMonthYear(result.validUntil, locale) : '';
    const cancelled = result.bookingsCancelled ?? 0;
    switch (result.outcome) {
      case 'admitted':
        return t`${name}: ammesso, socio n. ${number}, iscrizione valida fino al ${until}. L'e-mail di benvenuto è in partenza.`;
      case 'renewed':
        return t`${name}: rinnovo confermato, socio n. ${number}, iscrizione valida fino al ${until}.`;
      case 'rejected':
        return cancelled > 0
          ? t`${name}: domanda respinta. Prenotazioni annullate e rimborsate: ${cancelled}.`
          : t`${name}: domanda respinta.`;
      case 'already_decided':
        return t`${name}: la domanda era già stata decisa.`;
      case 'not_found':
        return t`${name}: domanda non trovata.`;
    }
  };
  return (results: readonly Result[], applications: readonly ApplicationSummary[]): string =>
    results
      .map((result) => {
        const name =
          applications.find(({ id }) => id === result.applicationId)?.memberName ??
          result.applicationId;
        return sentence(result, name);
      })
      .join(' ');
}
