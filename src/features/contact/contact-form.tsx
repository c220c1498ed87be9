import { Trans, useLingui } from '@lingui/react/macro';
import type { MessageDescriptor } from '@lingui/core';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactRequest } from '@/domain/api/contact';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { CheckedForm } from '@/ui/form/checked-form';
import { SelectField } from '@/ui/form/select-field';
import { TextAreaField } from '@/ui/form/text-area-field';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { NeedsConnection } from '@/ui/needs-connection';
import { toast } from '@/ui/toast';
import { sendContactMessage } from './api/send-contact-message';
import { contactFieldErrors, type ContactField } from './contact-field-errors';
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
  const online = useOnlineStatus();
  const form = useCheckedForm<ContactValues, ContactField, MessageDescriptor>({
    initial: EMPTY,
    draft: { key: 'contact' },
    check: (values) => contactFieldErrors.check({ ...values, locale }),
    refused: contactFieldErrors.refused,
    send: async (values) => {
      const answer = await sendContactMessage({ ...values, locale });
      // The spec counts an answer without the success flag as a failure.
      if (answer.success !== true) throw new Error('sendContactEmail answered without success');
      void form.reset();
      toast.success(t`Messaggio inviato!`, {
        description: t`Grazie per averci scritto: ti risponderemo al più presto. Ti abbiamo inviato una conferma via email.`,
      });
    },
    onFailed: (error, refused) => {
      console.error('Contact message not sent', error);
      if (Object.keys(refused).length > 0) {
        toast.error(t`Invio non riuscito`, { description: t`Controlla i campi evidenziati.` });
        return;
      }
      toast.error(t`Invio non riuscito`, {
        description: i18n._(errorMessage(error, 'contact')),
      });
    },
  });

  const bind = <Key extends ContactField>(key: Key) => {
    const error = form.errorOf(key);
    return {
      name: key,
      value: form.values[key],
      error: error ? i18n._(error) : undefined,
      onChange: (value: ContactValues[Key]) => form.setField(key, value),
    };
  };

  /** A typed field also stops where the schema would refuse the text. */
  const bindText = (key: keyof typeof CONTACT_LIMITS) => ({
    ...bind(key),
    maxLength: CONTACT_LIMITS[key],
  });

  const subjects = [
    { value: '' as const, label: t`Seleziona un argomento` },
    ...CONTACT_SUBJECTS.map((subject) => ({
      value: subject,
      label: i18n._(SUBJECT_LABELS[subject]),
    })),
  ];
  return (
    <CheckedForm label={t`Modulo di contatto`} form={form} className="grid gap-4 sm:grid-cols-2">
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
          disabled={form.submitting || !online}
          aria-busy={form.submitting}
          className="rounded-md bg-wine-600 px-6 py-3 font-semibold text-white hover:bg-wine-700 disabled:cursor-not-allowed disabled:bg-stone-500"
        >
          {form.submitting ? <Trans>Invio in corso...</Trans> : <Trans>Invia messaggio</Trans>}
        </button>
      </div>
    </CheckedForm>
  );
}
