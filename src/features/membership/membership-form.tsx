import { Trans, useLingui } from '@lingui/react/macro';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { CheckedForm } from '@/ui/form/checked-form';
import { NeedsConnection } from '@/ui/needs-connection';
import { DocumentSection } from './sections/document-section';
import { MembershipTypeSection } from './sections/membership-type-section';
import { MinorSection, ParentSection } from './sections/minor-sections';
import { PersonalSection } from './sections/personal-section';
import { ParentSignatureSection, SignatureSection } from './sections/signature-sections';
import { useMembershipForm, type ApplicationSent, type Prefill } from './use-membership-form';

export interface MembershipFormProps {
  /** 'full' lays the fields out in two columns on a page; 'compact' stacks them for a card. */
  variant?: 'full' | 'compact';
  /** What the visitor already typed elsewhere (the booking card's name, e-mail and phone). */
  prefill?: Prefill;
  /** The submit button's words where the form leads somewhere else afterwards. */
  submitLabel?: string;
  /** Called once the application is stored, with what the server answered. */
  onSuccess?: (sent: ApplicationSent) => void;
}

/**
 * The online membership application (requirements §3–§8). The form checks its own required fields
 * (noValidate), so an empty application gets the spec's 'Compila tutti i campi obbligatori'.
 */
export function MembershipForm({
  variant = 'full',
  prefill,
  submitLabel,
  onSuccess,
}: MembershipFormProps) {
  const { t } = useLingui();
  const { form, formRef, onSubmit, submitting } = useMembershipForm({ prefill, onSuccess });
  const compact = variant === 'compact';
  const online = useOnlineStatus();
  const minor = form.values.membershipType === 'minore';
  const sectionProps = { form, compact };
  return (
    <CheckedForm
      label={t`Domanda di ammissione`}
      form={{ formRef, onSubmit }}
      className={compact ? 'grid gap-4' : 'grid gap-6'}
    >
      <PersonalSection {...sectionProps} />
      <DocumentSection {...sectionProps} />
      <MembershipTypeSection {...sectionProps} />
      {minor && <MinorSection {...sectionProps} />}
      {minor && <ParentSection {...sectionProps} />}
      <SignatureSection {...sectionProps} />
      {minor && <ParentSignatureSection {...sectionProps} />}
      <div>
        <NeedsConnection
          className="mb-4"
          message={t`Puoi compilare la domanda anche ora: resta salvata su questo dispositivo e potrai inviarla quando torni online.`}
        />
        <button
          type="submit"
          disabled={submitting || !online}
          aria-busy={submitting}
          className="w-full rounded-md bg-wine-600 px-6 py-3 font-semibold text-white hover:bg-wine-700 disabled:cursor-not-allowed disabled:bg-stone-500 sm:w-auto"
        >
          {submitting ? (
            <Trans>Invio in corso...</Trans>
          ) : (
            (submitLabel ?? <Trans>Invia domanda</Trans>)
          )}
        </button>
      </div>
    </CheckedForm>
  );
}
