import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent } from 'react';
import { normalizeMemberName } from '@/domain/members';
import type { MembershipState } from './booking-form-state';
import { checkboxClass, hintClass, inputClass, labelClass } from './field-styles';
import { FormsPageLink } from './forms-page-link';
import { MembershipCheckResult } from './membership-check-result';
import { MEMBERSHIP_MESSAGES } from './membership-messages';

interface MembershipBoxProps {
  membership: MembershipState;
  onToggle: (checked: boolean) => void;
  onNameChange: (name: string) => void;
  onVerify: () => void;
}

/** The membership box and its Verify button: the spec's state machine (§4), kept in the reducer. */
export function MembershipBox({
  membership,
  onToggle,
  onNameChange,
  onVerify,
}: MembershipBoxProps) {
  const { t, i18n } = useLingui();
  const id = useId();
  const verifying = membership.check.kind === 'verifying';
  const nameMissing = normalizeMemberName(membership.name) === '';
  const canVerify = !nameMissing && !verifying;

  // Enter in the name field verifies instead of submitting the whole booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canVerify) onVerify();
  };

  return (
    <div className="rounded-lg border border-stone-200 bg-stone-warm p-4">
      <label className="flex items-start gap-3 text-sm font-medium text-stone-900">
        <input
          type="checkbox"
          checked={membership.isMember}
          onChange={(event) => onToggle(event.target.checked)}
          className={checkboxClass}
        />
        <Trans>Sono socio dell'associazione</Trans>
      </label>
      {!membership.isMember ? (
        <p className={hintClass}>
          <Trans>Per partecipare ai tour è necessario essere soci dell'associazione.</Trans>{' '}
          <FormsPageLink>
            <Trans>Iscriviti dalla pagina Modulistica</Trans>
          </FormsPageLink>
        </p>
      ) : (
        <div className="mt-3">
          <label htmlFor={id} className={labelClass}>
            <Trans>Nome e cognome del socio</Trans>
          </label>
          <div className="flex gap-2">
            <input
              id={id}
              value={membership.name}
              onChange={(event) => onNameChange(event.target.value)}
              onKeyDown={onKeyDown}
              autoComplete="name"
              maxLength={120}
              aria-describedby={`${id}-hint ${id}-result`}
              className={inputClass}
            />
            <button
              type="button"
              onClick={onVerify}
              disabled={!canVerify}
              aria-busy={verifying}
              className="mt-1 shrink-0 rounded-md bg-vine-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:bg-stone-500"
            >
              {verifying ? t`Verifica in corso...` : t`Verifica`}
            </button>
          </div>
          <p id={`${id}-hint`} className={hintClass}>
            {nameMissing
              ? i18n._(MEMBERSHIP_MESSAGES.membershipVerificationRequired)
              : t`Scrivilo come nella tua iscrizione.`}
          </p>
          <p id={`${id}-result`} role="status" aria-live="polite" className="mt-1 text-sm">
            <MembershipCheckResult membership={membership} />
          </p>
        </div>
      )}
    </div>
  );
}
