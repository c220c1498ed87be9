import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useRef, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactRequest } from '@/domain/api/contact';
import { useLanguage } from '@/i18n/language-context';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { CallableError, rejectedFields } from '@/lib/firebase/callable-error';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { CheckedForm } from '@/ui/form/checked-form';
import { SelectField } from '@/ui/form/select-field';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { useFocusFirstInvalid } from '@/ui/form/use-focus-first-invalid';
import { NeedsConnection } from '@/ui/needs-connection';
import { toast } from '@/ui/toast';
import { sendContactMessage } from './api/send-contact-message';
import {
  invalidContactFields,
  refusedContactFields,
  type ContactField,
  type ContactFieldErrors,
} from './contact-field-errors';
import { SUBJECT_LABELS } from './contact-subjects';

type ContactValues = {
  [Field in ContactField]-?: Exclude<ContactRequest[Field], undefined>;
};

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form (requirements §3–§8). Before sending, the form checks the values with the
 * server's own schema and marks each field it would refuse; a field the server refuses anyway is
 * marked the same way. Success clears the form, failure keeps it.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const formRef = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const [invalid, setInvalid] = useState<ContactFieldErrors>({});
  const focusFirstInvalid = useFocusFirstInvalid(formRef);
  const online = useOnlineStatus();
  const { clearDraft } = useFormDraft('contact', values, {
    restore: (draft) => setValues({ ...EMPTY, ...draft }),
  });
  const sending = useMutation({
    mutationFn: (request: ContactRequest) => sendContactMessage(request),
  });

  const bind = <Key extends ContactField>(key: Key) => ({
    name: key,
    value: values[key],
    error: invalid[key] ? i18n._(invalid[key]) : undefined,
    onChange: (value: ContactValues[Key]) => {
      setValues((current) => ({ ...current, [key]: value }));
      setInvalid(({ [key]: _fixed, ...others }) => others);
    },
  });

  /** A typed field also stops where the schema would refuse the text. */
  const bindText = (key: keyof typeof CONTACT_LIMITS) => ({
    ...bind(key),
    maxLength: CONTACT_LIMITS[key],
  });

  const refuse = (errors: ContactFieldErrors) => {
    setInvalid(errors);
    focusFirstInvalid();
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    const request = { ...values, locale };
    const found = invalidContactFields(request);
    if (Object.keys(found).length > 0) {
      refuse(found);
      return;
    }
    try {
      const answer = await sending.mutateAsync(request);
      // The spec counts an answer without the success flag as a failure.
      if (answer.success !== true) throw new Error('sendContactEmail answered without success');
      setValues(EMPTY);
      setInvalid({});
      void clearDraft();
      toast.success(t`Messaggio inviato!`, {
        description: t`Grazie per averci scritto: ti risponderemo al più presto. Ti abbiamo inviato una conferma via email.`,
      });
    } catch (error) {
      console.error('Contact message not sent', error);
      const refused = refusedContactFields(rejectedFields(error));
      if (Object.keys(refused).length > 0) {
        refuse(refused);
        toast.error(t`Invio non riuscito`, { description: t`Controlla i campi evidenziati.` });
        return;
      }
      const limited = error instanceof CallableError && error.reason === 'RATE_LIMITED';
      toast.error(t`Invio non riuscito`, {
        description: limited
          ? t`Hai inviato troppi messaggi in poco tempo. Riprova tra qualche minuto.`
          : t`Non è stato possibile inviare il messaggio. Riprova più tardi.`,
      });
    }
  };

  const subjects = [
    { value: '' as const, label: t`Seleziona un argomento` },
    ...CONTACT_SUBJECTS.map((subject) => ({
      value: subject,
      label: i18n._(SUBJECT_LABELS[subject]),
    })),
  ];
  return (
    <CheckedForm
      label={t`Modulo di contatto`}
      formRef={formRef}
      onSubmit={onSubmit}
      className="grid gap-4 sm:grid-cols-2"
    >
      <TextField label={t`Nome`} {...bindText('name')} required autoComplete="name" />
      <TextField
        label={t`Email`}
        {...bindText('email')}
        type="email"
        required
        autoComplete="email"
      />
      <TextField label={t`Telefono`} {...bindText('phone')} type="tel" autoComplete="tel" />
      <SelectField label={t`Argomento`} {...bind('subject')} options={subjects} />
      <TextAreaField
        className="sm:col-span-2"
        label={t`Messaggio`}
        {...bindText('message')}
        required
        rows={6}
      />
      <div className="sm:col-span-2">
        <NeedsConnection
          className="mb-4"
          message={t`Puoi scrivere il messaggio anche ora: resta salvato su questo dispositivo e potrai inviarlo quando torni online.`}
        />
        <button
          type="submit"
          disabled={sending.isPending || !online}
          aria-busy={sending.isPending}
          className="rounded-md bg-wine-600 px-6 py-3 font-semibold text-white hover:bg-wine-700 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {sending.isPending ? <Trans>Invio in corso...</Trans> : <Trans>Invia messaggio</Trans>}
        </button>
      </div>
    </CheckedForm>
  );
}
