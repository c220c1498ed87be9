import { Trans, useLingui } from '@lingui/react/macro';
import { useId, type KeyboardEvent, type Ref } from 'react';
import { normalizeMemberName } from '@/domain/members';
import { buttonClass } from '@/ui/button-class';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { hintClass } from '@/ui/form/field-styles';
import { HIDDEN_CHARACTERS_MESSAGE } from '@/ui/form/hidden-characters-message';
import { TextField } from '@/ui/form/text-field';
import type { MembershipState } from '@/features/booking/card/booking-form-state';
import { FormsPageLink } from './forms-page-link';
import { MembershipCheckResult } from './membership-check-result';
import { MEMBERSHIP_MESSAGES } from './membership-messages';
import type { RenewalState } from './use-renewal';

/** What membership lets the visitor do here, for the box's words. */
export type MemberOffer = 'tour' | 'rental';

interface MembershipBoxProps {
  offer: MemberOffer;
  membership: MembershipState;
  onToggle: (checked: boolean) => void;
  onNameChange: (name: string) => void;
  onVerify: () => void;
  /** Opens the membership application inside the card; absent where the page offers none. */
  onJoin?: (() => void) | undefined;
  joinButtonRef?: Ref<HTMLButtonElement> | undefined;
  /** The verdict's line, for the card to take the focus there once an application is sent. */
  resultRef?: Ref<HTMLParagraphElement> | undefined;
  renewal: RenewalState;
  onRenew: () => void;
}

/** Nothing left to ask the register: the member is verified, or has just applied. */
const SETTLED = new Set(['verified', 'applied', 'application-received', 'verifying']);

/** The membership box and its Verify button: the spec's state machine (§4), kept in the reducer. */
export function MembershipBox({
  offer,
  membership,
  onToggle,
  onNameChange,
  onVerify,
  onJoin,
  joinButtonRef,
  resultRef,
  renewal,
  onRenew,
}: MembershipBoxProps) {
  const { t, i18n } = useLingui();
  const resultId = useId();
  const { check } = membership;
  const verifying = check.kind === 'verifying';
  const nameMissing = normalizeMemberName(membership.name) === '';
  // An applicant is not in the register yet: asking it would only say "not found".
  const applied = check.kind === 'applied' || check.kind === 'application-received';
  const canVerify = !nameMissing && !verifying && !applied;
  // A lapsed member renews instead (the verdict's line offers it).
  const offerJoin = onJoin && !SETTLED.has(check.kind) && check.kind !== 'lapsed';
  const hiddenCharacters = check.kind === 'error' && check.failure === 'hidden-characters';

  // Enter in the name field verifies instead of submitting the whole booking.
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    if (canVerify) onVerify();
  };

  return (
    <div className="rounded-lg border border-stone-200 bg-stone-warm p-4">
      <CheckboxField
        label={
          <span className="font-medium text-stone-900">
            <Trans>Sono socio dell'associazione</Trans>
          </span>
        }
        checked={membership.isMember}
        onChange={onToggle}
      />
      {!membership.isMember ? (
        <p className={hintClass}>
          {offer === 'rental' ? (
            <Trans>Per noleggiare le e-bike è necessario essere soci dell'associazione.</Trans>
          ) : (
            <Trans>Per partecipare ai tour è necessario essere soci dell'associazione.</Trans>
          )}
          {!onJoin && (
            <>
              {' '}
              <FormsPageLink>
                <Trans>Iscriviti dalla pagina Modulistica</Trans>
              </FormsPageLink>
            </>
          )}
        </p>
      ) : (
        <div className="mt-3">
          <TextField
            label={t`Nome e cognome del socio`}
            value={membership.name}
            onChange={onNameChange}
            onKeyDown={onKeyDown}
            autoComplete="name"
            maxLength={120}
            hint={
              nameMissing
                ? i18n._(MEMBERSHIP_MESSAGES.membershipVerificationRequired)
                : t`Scrivilo come nella tua iscrizione.`
            }
            describedBy={resultId}
            error={hiddenCharacters ? i18n._(HIDDEN_CHARACTERS_MESSAGE) : undefined}
            trailing={
              <button
                type="button"
                onClick={onVerify}
                disabled={!canVerify}
                aria-busy={verifying}
                className="mt-1 shrink-0 rounded-md bg-vine-700 px-4 py-2 text-sm font-semibold text-white hover:bg-vine-800 disabled:cursor-not-allowed disabled:bg-stone-500"
              >
                {verifying ? t`Verifica in corso...` : t`Verifica`}
              </button>
            }
          />
          <p
            id={resultId}
            ref={resultRef}
            tabIndex={-1}
            role="status"
            aria-live="polite"
            className="mt-1 text-sm focus:outline-none"
          >
            <MembershipCheckResult membership={membership} renewal={renewal} onRenew={onRenew} />
          </p>
        </div>
      )}
      {/* Last in the box: a member ticks the box and reaches the name field next. */}
      {offerJoin && (
        <div className="mt-3">
          <button
            ref={joinButtonRef}
            type="button"
            onClick={onJoin}
            className={buttonClass('outline', 'small')}
          >
            <Trans>Non sono ancora socio: iscriviti ora</Trans>
          </button>
        </div>
      )}
    </div>
  );
}
