import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { MEMBERSHIP_ISSUES, type MembershipApplication } from '@/domain/api/membership';
import { useLanguage } from '@/i18n/language-context';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { rejectedFields } from '@/lib/firebase/callable-error';
import { useFocusFirstInvalid } from '@/ui/form/use-focus-first-invalid';
import { submitMembershipApplication } from './api/submit-membership-application';
import { fieldErrorMessage } from './field-error-message';
import {
  EMPTY_MEMBERSHIP_VALUES,
  type MembershipField,
  type MembershipFormValues,
} from './membership-values';
import { toast } from '@/ui/toast';
import {
  buildMembershipRequest,
  missingRequiredFields,
  type FieldErrors,
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

/**
 * State and submit of the application (requirements §4–§8): blocked with 'Errore' while a required field
 * is empty, then checked with the shared schema, then sent. Cleared only on success. A blocked
 * submit moves the focus to the first field to fix.
 */
export function useMembershipForm(onSuccess?: (id: string) => void) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [values, setValues] = useState(EMPTY_MEMBERSHIP_VALUES);
  const { clearDraft } = useFormDraft('membership', values, {
    restore: (draft) => setValues({ ...EMPTY_MEMBERSHIP_VALUES, ...draft }),
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const formRef = useRef<HTMLFormElement>(null);
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const sending = useMutation({
    mutationFn: (request: MembershipApplication) => submitMembershipApplication(request),
  });

  const setField: MembershipFormState['setField'] = (field, value) => {
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => {
      if (!(field in current)) return current;
      const { [field]: _fixed, ...rest } = current;
      return rest;
    });
  };

  const block = (found: FieldErrors, title: string, description: string) => {
    setErrors(found);
    focusFirstInvalid();
    toast.error(title, { description });
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const missing = missingRequiredFields(values);
    if (missing.length > 0) {
      const found = Object.fromEntries(missing.map((field) => [field, MEMBERSHIP_ISSUES.required]));
      block(found, t`Errore`, t`Compila tutti i campi obbligatori`);
      return;
    }
    const built = buildMembershipRequest(values, locale);
    if (!built.ok) {
      block(built.errors, t`Errore`, t`Controlla i campi evidenziati`);
      return;
    }
    setErrors({});
    try {
      const { id } = await sending.mutateAsync(built.request);
      setValues(EMPTY_MEMBERSHIP_VALUES);
      void clearDraft();
      toast.success(t`Domanda inviata!`, {
        description: t`La tua domanda di ammissione è stata inviata con successo. Riceverai una conferma via email.`,
      });
      onSuccess?.(id);
    } catch (error) {
      console.error('Membership application not sent', error);
      // The server checks with the same schema; a field it names is marked like the form's own.
      const rejected = rejectedFields(error).filter((field) => field in values);
      if (rejected.length > 0) {
        setErrors(Object.fromEntries(rejected.map((field) => [field, 'refused'])));
        focusFirstInvalid();
      }
      toast.error(t`Errore nell'invio`, {
        description: t`Si è verificato un errore. Riprova più tardi.`,
      });
    }
  };

  const form: MembershipFormState = {
    values,
    setField,
    errorFor: (field) => {
      const code = errors[field];
      return code ? i18n._(fieldErrorMessage(field, code)) : undefined;
    },
  };
  return { form, formRef, onSubmit, submitting: sending.isPending };
}
