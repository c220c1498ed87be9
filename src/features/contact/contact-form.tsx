import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';
import { CONTACT_LIMITS, CONTACT_SUBJECTS, type ContactRequest } from '@/domain/api/contact';
import { useLanguage } from '@/i18n/language-context';
import { useFormDraft } from '@/lib/drafts/use-form-draft';
import { CallableError } from '@/lib/firebase/callable-error';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { NeedsConnection } from '@/ui/needs-connection';
import { sendContactMessage } from './api/send-contact-message';
import { SUBJECT_LABELS } from './contact-subjects';
import { inputClass, labelClass } from './field-styles';
import { notify } from './notify';

type ContactValues = {
  [Field in Exclude<keyof ContactRequest, 'locale'>]-?: Exclude<ContactRequest[Field], undefined>;
};

const EMPTY: ContactValues = { name: '', email: '', phone: '', subject: '', message: '' };

/**
 * The contact form (requirements §3–§8): the browser checks the required fields and the e-mail format; the
 * server checks them again with the same schema. Success clears the form, failure keeps it.
 */
export function ContactForm() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const id = useId();
  const [values, setValues] = useState<ContactValues>(EMPTY);
  const online = useOnlineStatus();
  const { clearDraft } = useFormDraft('contact', values, {
    restore: (draft) => setValues({ ...EMPTY, ...draft }),
  });
  const sending = useMutation({
    mutationFn: (request: ContactRequest) => sendContactMessage(request),
  });

  const field = <Key extends keyof ContactValues>(key: Key) => ({
    id: `${id}-${key}`,
    name: key,
    value: values[key],
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [key]: event.target.value })),
  });

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending.isPending) return;
    try {
      const answer = await sending.mutateAsync({ ...values, locale });
      // The spec counts an answer without the success flag as a failure.
      if (answer.success !== true) throw new Error('sendContactEmail answered without success');
      setValues(EMPTY);
      void clearDraft();
      void notify(
        'success',
        t`Messaggio inviato!`,
        t`Grazie per averci scritto: ti risponderemo al più presto. Ti abbiamo inviato una conferma via email.`,
      );
    } catch (error) {
      console.error('Contact message not sent', error);
      const limited = error instanceof CallableError && error.reason === 'RATE_LIMITED';
      void notify(
        'error',
        t`Invio non riuscito`,
        limited
          ? t`Hai inviato troppi messaggi in poco tempo. Riprova tra qualche minuto.`
          : t`Non è stato possibile inviare il messaggio. Riprova più tardi.`,
      );
    }
  };

  const required = <span aria-hidden="true"> *</span>;
  return (
    <form
      onSubmit={onSubmit}
      aria-label={t`Modulo di contatto`}
      className="grid gap-4 sm:grid-cols-2"
    >
      <p className="text-sm text-stone-600 sm:col-span-2">
        <Trans>I campi contrassegnati con * sono obbligatori.</Trans>
      </p>
      <div>
        <label htmlFor={`${id}-name`} className={labelClass}>
          <Trans>Nome</Trans>
          {required}
        </label>
        <input
          {...field('name')}
          required
          maxLength={CONTACT_LIMITS.name}
          autoComplete="name"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-email`} className={labelClass}>
          <Trans>Email</Trans>
          {required}
        </label>
        <input
          {...field('email')}
          type="email"
          required
          maxLength={CONTACT_LIMITS.email}
          autoComplete="email"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-phone`} className={labelClass}>
          <Trans>Telefono</Trans>
        </label>
        <input
          {...field('phone')}
          type="tel"
          maxLength={CONTACT_LIMITS.phone}
          autoComplete="tel"
          className={inputClass}
        />
      </div>
      <div>
        <label htmlFor={`${id}-subject`} className={labelClass}>
          <Trans>Argomento</Trans>
        </label>
        <select {...field('subject')} className={inputClass}>
          <option value="">{t`Seleziona un argomento`}</option>
          {CONTACT_SUBJECTS.map((subject) => (
            <option key={subject} value={subject}>
              {i18n._(SUBJECT_LABELS[subject])}
            </option>
          ))}
        </select>
      </div>
      <div className="sm:col-span-2">
        <label htmlFor={`${id}-message`} className={labelClass}>
          <Trans>Messaggio</Trans>
          {required}
        </label>
        <textarea
          {...field('message')}
          required
          rows={6}
          maxLength={CONTACT_LIMITS.message}
          className={inputClass}
        />
      </div>
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
    </form>
  );
}
