import { Trans, useLingui } from '@lingui/react/macro';
import { useLanguage } from '@/i18n/language-context';
import type { MembershipState } from './booking-form-state';
import { formatDayMonthYear } from '@/domain/format';
import { FormsPageLink } from './forms-page-link';
import { MEMBERSHIP_MESSAGES } from './membership-messages';

/** What the register said about the entered name, in the spec's words (§8). */
export function MembershipCheckResult({ membership }: { membership: MembershipState }) {
  const { i18n } = useLingui();
  const { locale } = useLanguage();
  const check = membership.check;
  switch (check.kind) {
    case 'idle':
    case 'verifying':
      return null;
    case 'verified':
      return (
        <span className="text-vine-700">
          <span aria-hidden="true">✓ </span>
          <Trans>Iscrizione verificata</Trans>
        </span>
      );
    case 'not-found':
      return <span className="text-wine-700">{i18n._(MEMBERSHIP_MESSAGES.memberNotFound)}</span>;
    case 'lapsed': {
      const validUntil = formatDayMonthYear(check.validUntil, locale);
      return (
        <span className="text-wine-700">
          <Trans>
            La tua iscrizione è scaduta il {validUntil}: rinnovala per prenotare questo tour.
          </Trans>{' '}
          <FormsPageLink>
            <Trans>Rinnova l'iscrizione</Trans>
          </FormsPageLink>
        </span>
      );
    }
    case 'error': {
      const message =
        check.failure === 'rate-limited'
          ? MEMBERSHIP_MESSAGES.rateLimited
          : check.failure === 'offline'
            ? MEMBERSHIP_MESSAGES.offline
            : MEMBERSHIP_MESSAGES.verificationError;
      return <span className="text-wine-700">{i18n._(message)}</span>;
    }
  }
}
