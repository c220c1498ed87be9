import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { MEMBERSHIP_TYPES, type MembershipType } from '@/domain/api/membership';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { checkboxClass, labelClass } from '@/ui/form/field-styles';
import { FormSection } from '@/ui/form/form-section';
import { TextAreaField } from '@/ui/form/text-area-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

/** Membership type (which reveals the minor and parent sections), notes and consents. */
export function MembershipTypeSection(props: { form: MembershipFormState; compact: boolean }) {
  const { form, compact } = props;
  const { t } = useLingui();
  const id = useId();
  const labels: Record<MembershipType, string> = {
    ordinario: t`Socio ordinario`,
    sostenitore: t`Socio sostenitore`,
    minore: t`Socio minorenne`,
  };
  return (
    <FormSection legend={t`Tesseramento`} compact={compact}>
      <fieldset className="sm:col-span-2">
        <legend className={labelClass}>{t`Tipo di socio`}</legend>
        <div className="mt-2 flex flex-wrap gap-x-6 gap-y-2">
          {MEMBERSHIP_TYPES.map((type) => (
            <div key={type} className="flex items-center gap-2">
              <input
                id={`${id}-${type}`}
                type="radio"
                name="membershipType"
                value={type}
                checked={form.values.membershipType === type}
                onChange={() => form.setField('membershipType', type)}
                className={checkboxClass}
              />
              <label htmlFor={`${id}-${type}`} className="text-sm text-stone-800">
                {labels[type]}
              </label>
            </div>
          ))}
        </div>
      </fieldset>
      <TextAreaField
        className="sm:col-span-2"
        label={t`Note`}
        name="notes"
        value={form.values.notes}
        maxLength={2000}
        onChange={(value) => form.setField('notes', value)}
      />
      <div className="grid gap-3 sm:col-span-2">
        <CheckboxField
          label={t`Acconsento all'uso di foto e video in cui compaio per la comunicazione dell'associazione.`}
          name="photoConsent"
          checked={form.values.photoConsent}
          onChange={(checked) => form.setField('photoConsent', checked)}
        />
        <CheckboxField
          label={t`Acconsento a ricevere comunicazioni promozionali e notizie sulle attività dell'associazione.`}
          name="promotionalConsent"
          checked={form.values.promotionalConsent}
          onChange={(checked) => form.setField('promotionalConsent', checked)}
        />
      </div>
    </FormSection>
  );
}
