import { useLingui } from '@lingui/react/macro';
import { MEMBERSHIP_ISSUES, type MembershipResponse } from '@/domain/api/membership';
import { memberNameOf } from '@/domain/membership-rules';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { toast } from '@/ui/toast';
import { submitMembershipApplication } from './api/submit-membership-application';
import { fieldErrorMessage } from './field-error-message';
import {
  EMPTY_MEMBERSHIP_VALUES,
  type MembershipField,
  type MembershipFormValues,
} from './membership-values';
import {
  buildMembershipRequest,
  membershipFieldErrors,
  missingRequiredFields,
} from './validate-membership';

export interface MembershipFormState {
  values: MembershipFormValues;
  setField: <Field extends MembershipField>(
    field: Field,
    value: MembershipFormValues[Field],
  ) => void;
  /** The translated problem of a field, if the last submit found one. */
  errorFor: (field: MembershipField) => string | undefined;
}

/** Fields the form may start with, typed by the visitor elsewhere on the site. */
export type Prefill = Partial<Pick<MembershipFormValues, 'fullName' | 'email' | 'phone'>>;

/** What a stored application gives back: the server's answer, whose membership, who applied. */
export interface ApplicationSent extends MembershipResponse {
  /** The member the application asks for (a minor's name on a minor's application). */
  memberName: string;
  applicant: { fullName: string; email: string; phone: string };
}

/** The given fields that hold something: they win over a saved draft's, being newer. */
function filledIn(prefill: Prefill | undefined): Prefill {
  return Object.fromEntries(
    Object.entries(prefill ?? {}).filter(([, value]) => value.trim() !== ''),
  );
}

/**
 * State and submit of the application (requirements §4–§8): blocked with 'Errore' while a required field
 * is empty, then checked with the shared schema, then sent. Cleared only on success. A blocked
 * submit moves the focus to the first field to fix.
 */
export function useMembershipForm({
  prefill,
  onSuccess,
}: { prefill?: Prefill; onSuccess?: (sent: ApplicationSent) => void } = {}) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const given = filledIn(prefill);
  const owner = useCheckedForm<MembershipFormValues, MembershipField, string>({
    initial: { ...EMPTY_MEMBERSHIP_VALUES, ...given },
    draft: {
      key: 'membership',
      restore: (saved) => ({ ...EMPTY_MEMBERSHIP_VALUES, ...saved, ...given }),
    },
    check: (values) => {
      const missing = missingRequiredFields(values);
      if (missing.length > 0) {
        return Object.fromEntries(missing.map((field) => [field, MEMBERSHIP_ISSUES.required]));
      }
      const built = buildMembershipRequest(values, locale);
      return built.ok ? {} : built.errors;
    },
    onInvalid: (_errors, values) =>
      missingRequiredFields(values).length > 0
        ? toast.error(t`Errore`, { description: t`Compila tutti i campi obbligatori` })
        : toast.error(t`Errore`, { description: t`Controlla i campi evidenziati` }),
    // The server checks with the same schema; a field it names is marked like the form's own.
    refused: membershipFieldErrors.refused,
    send: async (values) => {
      const built = buildMembershipRequest(values, locale);
      if (!built.ok) throw new Error('The application changed between its check and its sending');
      const answer = await submitMembershipApplication(built.request);
      void owner.reset();
      toast.success(t`Domanda inviata!`, {
        description: t`La tua domanda di ammissione è stata inviata con successo. Riceverai una conferma via email.`,
      });
      onSuccess?.({
        ...answer,
        memberName: memberNameOf(built.request),
        applicant: {
          fullName: built.request.fullName,
          email: built.request.email,
          phone: built.request.phone ?? '',
        },
      });
    },
    onFailed: (error) => {
      console.error('Membership application not sent', error);
      toast.error(t`Errore nell'invio`, {
        description: i18n._(errorMessage(error, 'membership')),
      });
    },
  });

  const form: MembershipFormState = {
    values: owner.values,
    setField: owner.setField,
    errorFor: (field) => {
      const code = owner.errorOf(field);
      return code ? i18n._(fieldErrorMessage(field, code)) : undefined;
    },
  };
  return {
    form,
    formRef: owner.formRef,
    onSubmit: owner.onSubmit,
    submitting: owner.submitting,
  };
}
