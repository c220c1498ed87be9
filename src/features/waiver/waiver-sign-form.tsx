import { Trans, useLingui } from '@lingui/react/macro';
import { WAIVER } from '@/content/waiver';
import { isIsoDate } from '@/domain/calendar';
import {
  WAIVER_TEXT_LIMITS,
  type GuardianRelationship,
  type WaiverField,
  type WaiverSignatureFields,
} from '@/domain/api/waiver';
import { isMinorOn } from '@/domain/waiver';
import type { MessageDescriptor } from '@lingui/core';
import { useLanguage } from '@/i18n/language-context';
import { useLocalized } from '@/i18n/use-localized';
import { buttonClass } from '@/ui/button-class';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { CheckedForm } from '@/ui/form/checked-form';
import { DateField } from '@/ui/form/date-field';
import { FormSection } from '@/ui/form/form-section';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { toast } from '@/ui/toast';
import { invalidWaiverFields, refusedWaiverFields } from './waiver-field-errors';
import { WaiverTextView } from './waiver-text';

export interface WaiverSignFormProps {
  /** Prefills the signer's name: the name the booker gave for this participant. */
  participantName: string;
  /** YYYY-MM-DD: decides who is a minor (waiverSignatureSchema(tourDate)). */
  tourDate: string;
  /** The version being signed: the one the server holds (getWaiver) or the roster names. */
  textVersion: string;
  submitLabel: string;
  /**
   * Sends (or queues) the signature. Throwing keeps what was typed; the fields a CallableError
   * names (`details.fields`) are marked here, and any other failure is the caller's to word, in
   * its own context.
   */
  onSign: (fields: WaiverSignatureFields) => Promise<void>;
}

interface WaiverFormValues {
  signerName: string;
  birthDate: string;
  place: string;
  approveWaiver: boolean;
  approveSpecificClauses: boolean;
  guardianName: string;
  guardianRelationship: GuardianRelationship | '';
  guardianSignature: string;
}

const NO_GUARDIAN = { guardianName: '', guardianRelationship: '', guardianSignature: '' } as const;

/** A complete birth date (the date input gives '' until it is) making a minor on the tour's day. */
function minorOn(birthDate: string, tourDate: string): boolean {
  return isIsoDate(birthDate) && birthDate <= tourDate && isMinorOn(birthDate, tourDate);
}

/**
 * The waiver's text and its signature: the signer's name typed as signature, birth date, place,
 * the two separate approvals (the second for the clauses of artt. 1341–1342 c.c.) and, as soon
 * as the birth date makes the participant a minor on the tour's day, the guardian who signs for
 * them. Used by the participant's own page and by the staff phone at the meeting point, so it
 * knows nothing of either: what happens to a signature is `onSign`'s. Nothing is kept on the
 * device as a draft: a signature is typed on purpose, each time.
 */
export function WaiverSignForm(props: WaiverSignFormProps) {
  // The form shows the text this app carries; a signature for another version would claim a
  // text the signer never read.
  if (props.textVersion !== WAIVER.version) return <OtherTextVersion />;
  return <SigningForm {...props} />;
}

function OtherTextVersion() {
  return (
    <div role="alert" className="space-y-3 rounded-lg bg-amber-50 p-4 text-stone-900">
      <p>
        <Trans>
          Il testo della liberatoria è stato aggiornato e questa pagina ne mostra ancora la versione
          precedente. Ricarica la pagina per leggere e firmare quella in vigore.
        </Trans>
      </p>
      <button
        type="button"
        onClick={() => window.location.reload()}
        className={buttonClass('primary', 'small')}
      >
        <Trans>Ricarica la pagina</Trans>
      </button>
    </div>
  );
}

function SigningForm({
  participantName,
  tourDate,
  textVersion,
  submitLabel,
  onSign,
}: WaiverSignFormProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const localized = useLocalized();

  const signature = (values: WaiverFormValues): WaiverSignatureFields => ({
    ...values,
    // What an adult's form hid is not sent: a guardian typed before the birth date changed.
    ...(minorOn(values.birthDate, tourDate) ? {} : NO_GUARDIAN),
    textVersion,
    language: locale,
  });

  const form = useCheckedForm<WaiverFormValues, WaiverField, MessageDescriptor>({
    initial: {
      signerName: participantName,
      birthDate: '',
      place: '',
      approveWaiver: false,
      approveSpecificClauses: false,
      ...NO_GUARDIAN,
    },
    check: (values) => invalidWaiverFields(signature(values), tourDate),
    refused: refusedWaiverFields,
    send: (values) => onSign(signature(values)),
    onFailed: (_error, refused) => {
      if (Object.keys(refused).length === 0) return;
      toast.error(t`Firma non registrata`, { description: t`Controlla i campi evidenziati.` });
    },
  });

  const errorOf = (field: WaiverField) => {
    const error = form.errorOf(field);
    return error ? i18n._(error) : undefined;
  };
  const bindText = (field: keyof typeof WAIVER_TEXT_LIMITS) => ({
    name: field,
    value: form.values[field],
    onChange: (value: string) => form.setField(field, value),
    error: errorOf(field),
    required: true,
    maxLength: WAIVER_TEXT_LIMITS[field],
  });
  const bindCheck = (field: 'approveWaiver' | 'approveSpecificClauses') => ({
    name: field,
    checked: form.values[field],
    onChange: (checked: boolean) => form.setField(field, checked),
    error: errorOf(field),
    required: true,
  });

  const minor = minorOn(form.values.birthDate, tourDate);
  const relationships = [
    { value: '' as const, label: t`Scegli…` },
    { value: 'parent' as const, label: t`Genitore` },
    { value: 'legal_guardian' as const, label: t`Tutore legale` },
  ];

  return (
    <div className="space-y-8">
      <WaiverTextView />
      <CheckedForm label={t`Firma della liberatoria`} form={form} className="grid gap-6">
        <FormSection legend={t`Partecipante`} compact={false}>
          <TextField
            label={t`Nome e cognome (vale come firma)`}
            {...bindText('signerName')}
            hint={
              minor
                ? t`Per un partecipante minorenne firma il genitore o tutore, qui sotto.`
                : t`Scrivendo il tuo nome e cognome firmi la liberatoria.`
            }
            autoComplete="off"
            spellCheck={false}
          />
          <DateField
            label={t`Data di nascita`}
            name="birthDate"
            value={form.values.birthDate}
            onChange={(value) => form.setField('birthDate', value)}
            error={errorOf('birthDate')}
            required
          />
          <TextField
            label={t`Luogo della firma`}
            {...bindText('place')}
            autoComplete="address-level2"
          />
        </FormSection>

        {/* Said when the guardian's fields appear, to whoever does not see them appear. */}
        <p role="status" className="sr-only">
          {minor
            ? t`Il partecipante è minorenne alla data del tour: firma un genitore o tutore.`
            : ''}
        </p>
        {minor && (
          <FormSection
            legend={t`Genitore o tutore`}
            compact={false}
            intro={
              <Trans>
                Il partecipante è minorenne alla data del tour: firma per lui un genitore o chi ne
                ha la tutela legale, che lo accompagna all'attività.
              </Trans>
            }
          >
            <TextField
              label={t`Nome e cognome del genitore o tutore`}
              {...bindText('guardianName')}
              spellCheck={false}
            />
            <SelectField
              label={t`Chi firma è`}
              name="guardianRelationship"
              value={form.values.guardianRelationship}
              options={relationships}
              onChange={(value) => form.setField('guardianRelationship', value)}
              error={errorOf('guardianRelationship')}
              required
            />
            <TextField
              className="sm:col-span-2"
              label={t`Firma del genitore o tutore (nome e cognome)`}
              {...bindText('guardianSignature')}
              hint={t`Scrivi di nuovo il nome e cognome del genitore o tutore: vale come sua firma.`}
              autoComplete="off"
              spellCheck={false}
            />
          </FormSection>
        )}

        <div className="space-y-4">
          <CheckboxField
            label={localized(WAIVER.generalApproval)}
            {...bindCheck('approveWaiver')}
          />
          <CheckboxField
            label={localized(WAIVER.specificApproval)}
            {...bindCheck('approveSpecificClauses')}
          />
        </div>

        <div>
          <button
            type="submit"
            disabled={form.submitting}
            aria-busy={form.submitting}
            className={`w-full sm:w-auto ${buttonClass('primary', 'large')}`}
          >
            {form.submitting ? <Trans>Invio della firma…</Trans> : submitLabel}
          </button>
        </div>
      </CheckedForm>
    </div>
  );
}
