import { useLingui } from '@lingui/react/macro';
import {
  MEMBERSHIP_TEXT_LIMITS,
  MEMBERSHIP_TYPES,
  type MembershipType,
} from '@/domain/api/membership';
import { CheckboxField } from '@/ui/form/checkbox-field';
import { FormSection } from '@/ui/form/form-section';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { TextAreaField } from '@/ui/form/text-area-field';
import type { MembershipFormState } from '@/features/membership/use-membership-form';

/** Membership type (which reveals the minor and parent sections), notes and consents. */
export function MembershipTypeSection(props: { form: MembershipFormState; compact: boolean }) {
  const { form, compact } = props;
  const { t } = useLingui();
  const labels: Record<MembershipType, string> = {
    ordinario: t`Socio ordinario`,
    sostenitore: t`Socio sostenitore`,
    minore: t`Socio minorenne`,
  };
  return (
    <FormSection legend={t`Tesseramento`} compact={compact}>
      <RadioGroupField
        className="sm:col-span-2"
        legend={t`Tipo di socio`}
        name="membershipType"
        value={form.values.membershipType}
        options={MEMBERSHIP_TYPES.map((type) => ({ value: type, label: labels[type] }))}
        onChange={(type) => form.setField('membershipType', type)}
      />
      <TextAreaField
        className="sm:col-span-2"
        label={t`Note`}
        name="notes"
        value={form.values.notes}
        maxLength={MEMBERSHIP_TEXT_LIMITS.notes}
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
