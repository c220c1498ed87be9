import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { todayInRome } from '@/domain/calendar';
import { formatEuros, formatLongDate } from '@/domain/format';
import { RENTAL_HOURS } from '@/domain/rental/hours';
import { RENTAL_MODELS } from '@/content/rental';
import type { RentalModelId } from '@/domain/rental/price-list';
import { useLanguage } from '@/i18n/language-context';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { useCheckedForm, useFormReducer } from '@/ui/form/use-checked-form';
import { SelectField } from '@/ui/form/select-field';
import { NeedsConnection } from '@/ui/needs-connection';
import { TitledSection } from '@/ui/titled-section';
import { useRentalAvailability } from '@/features/booking/api/get-rental-availability';
import {
  bookingInputsMarked,
  type BookingFieldErrors,
} from '@/features/booking/card/booking-field-errors';
import { CustomerFields } from '@/features/booking/card/customer-fields';
import { MedicalDeclaration } from '@/features/booking/card/medical-declaration';
import { ParticipantNames } from '@/features/booking/card/participant-names';
import { SubmitButton } from '@/features/booking/card/submit-button';
import { TermsField } from '@/features/booking/card/terms-field';
import { useMemberSteps } from '@/features/booking/membership-check/use-member-steps';
import { AddOnsField } from './add-ons-field';
import { BikesField } from './bikes-field';
import { buildRentalRequest } from './build-rental-request';
import { FormulaField } from './formula-field';
import { HalfDaySlotField } from './half-day-slot-field';
import { RentalDateField } from './rental-date-field';
import { rentalDayReasonMessage } from './rental-day-reasons';
import {
  endDateChoices,
  initialRentalFormState,
  isRentalReady,
  rentalFormReducer,
  ridersForBikes,
  type RentalFormState,
} from './rental-form-state';
import { rentalTotalCents } from './rental-total';
import { useRentalSubmit } from './use-rental-submit';

type Problem = NonNullable<BookingFieldErrors[string]>;

function leavePageFor(url: string) {
  window.location.assign(url);
}

interface RentalPanelProps {
  modelId: RentalModelId;
  /** Where a created checkout sends the browser; tests observe it instead. */
  goToCheckout?: (url: string) => void;
}

/**
 * "Prenota" of a rental model on /noleggia: the formula and its days, bikes per size with the
 * size guide, add-ons, then the tour card's own members-only steps, and Stripe Checkout. Only
 * what the server judged free for the whole interval can be chosen; it judges again at checkout.
 */
export default function RentalPanel({ modelId, goToCheckout = leavePageFor }: RentalPanelProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const model = RENTAL_MODELS.find((candidate) => candidate.id === modelId)!;
  const today = todayInRome(new Date());
  const [month, setMonth] = useState(today.slice(0, 7));
  const [calendarOpen, setCalendarOpen] = useState(false);
  const online = useOnlineStatus();

  const owner = useCheckedForm<RentalFormState, string, Problem>({
    initial: initialRentalFormState,
    check: (values) => {
      const built = buildRentalRequest(values, modelId, sizes, locale);
      return built.ok ? {} : built.errors;
    },
    send: () => submit(),
  });
  const form = owner.values;
  const { setValues, formRef } = owner;
  const dispatch = useFormReducer(setValues, rentalFormReducer);
  const endDate = form.formula === 'half_day' ? form.selectedDate : form.endDate;
  const availability = useRentalAvailability({
    modelId,
    formula: form.formula,
    ...(form.formula === 'half_day' ? { slot: form.slot } : {}),
    month,
    ...(form.selectedDate && endDate
      ? { selection: { startDate: form.selectedDate, endDate } }
      : {}),
  });
  const answer = availability.data;
  const sizes = answer?.sizes ?? [];
  const medicalRequired = answer?.medicalDeclarationRequired ?? false;
  const selection =
    form.selectedDate && answer?.selection?.startDate === form.selectedDate
      ? answer.selection
      : null;
  const { joining, joinPanel, membershipBox, member } = useMemberSteps({
    offer: 'rental',
    form,
    dispatch,
    today,
    locale,
    onEmailRefused: () => owner.markInvalid({ customerEmail: 'invalid' }),
  });
  const { submit, processing } = useRentalSubmit({
    form,
    modelId,
    sizes,
    medicalRequired,
    goToCheckout,
    onRefused: owner.markInvalid,
  });
  const marked = bookingInputsMarked(owner.errors);
  const total = rentalTotalCents(modelId, form, selection, answer?.addOns ?? []);
  const refusedProblem = selection?.problem ?? null;

  return (
    <TitledSection
      title={<Trans>Prenota {model.name}</Trans>}
      level={3}
      className="mt-4 border-t border-stone-200 pt-4"
    >
      <NeedsConnection
        className="mt-3"
        message={t`Per prenotare e pagare serve una connessione.`}
      />
      {answer && !answer.bookable && (
        <p role="status" className="mt-3 rounded-md bg-stone-100 p-3 text-sm text-stone-800">
          <Trans>Le prenotazioni online di questo modello sono sospese: contattaci.</Trans>
        </p>
      )}
      {availability.isError && !answer && (
        <p role="alert" className="mt-3 text-sm font-medium text-wine-700">
          <Trans>Non riusciamo a leggere le bici libere: riprova tra poco.</Trans>
        </p>
      )}
      {joinPanel}
      <form
        ref={formRef}
        hidden={!online || joining || answer?.bookable === false}
        noValidate
        aria-label={t`Prenotazione noleggio ${model.name}`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!processing) void owner.onSubmit();
        }}
        className="mt-4 space-y-5"
      >
        <FormulaField
          modelId={modelId}
          value={form.formula}
          onChange={(formula) => dispatch({ type: 'formulaChosen', formula })}
        />
        {form.formula === 'half_day' && (
          <HalfDaySlotField
            value={form.slot}
            onChange={(slot) => dispatch({ type: 'slotChosen', slot })}
          />
        )}
        <RentalDateField
          formula={form.formula}
          month={month}
          onMonthChange={setMonth}
          firstMonth={today.slice(0, 7)}
          days={
            answer?.month === month && answer.formula === form.formula ? answer.days : undefined
          }
          loading={availability.isFetching}
          selectedDate={form.selectedDate}
          onSelect={(date) => {
            dispatch({ type: 'dateSelected', date });
            member.dateChanged(date);
          }}
          open={calendarOpen}
          onOpenChange={setCalendarOpen}
          error={owner.errors.selectedDate ? t`Scegli un giorno libero nel calendario.` : undefined}
        />
        {form.formula !== 'half_day' && form.selectedDate && (
          <SelectField
            label={t`Ultimo giorno`}
            required
            value={form.endDate ?? ''}
            options={endDateChoices(form.formula, form.selectedDate).map((date) => ({
              value: date,
              label: formatLongDate(date, locale),
            }))}
            onChange={(date) => dispatch({ type: 'endDateChosen', date })}
            hint={t`Riconsegna entro le ${RENTAL_HOURS.returnBy} dell'ultimo giorno.`}
            error={owner.errors.endDate ? t`Scegli l'ultimo giorno del noleggio.` : undefined}
          />
        )}
        {refusedProblem && (
          <p role="alert" className="text-sm font-medium text-wine-700">
            {i18n._(rentalDayReasonMessage(refusedProblem, form.formula))}
          </p>
        )}
        <BikesField
          sizes={sizes}
          chosen={form.bikesBySize}
          freeBySize={selection && !selection.problem ? selection.freeBySize : undefined}
          onChange={(size, count) => dispatch({ type: 'bikesChosen', size, count })}
          error={owner.errors.bikes ? t`Scegli almeno una bici libera.` : undefined}
        />
        {ridersForBikes(form).length > 0 && (
          <ParticipantNames
            who="riders"
            names={ridersForBikes(form)}
            invalidIndexes={marked.invalidNameIndexes}
            hiddenCharacters={marked.hiddenCharacters}
            onChange={(index, value) => dispatch({ type: 'riderNameChanged', index, value })}
          />
        )}
        <AddOnsField
          offers={selection ? (answer?.addOns ?? []) : []}
          chosen={form.addOns}
          onChange={(addOnId, quantity) => dispatch({ type: 'addOnChosen', addOnId, quantity })}
          error={owner.errors.addOns ? t`Controlla gli accessori scelti.` : undefined}
        />
        <CustomerFields
          form={form}
          invalidFields={marked.invalidFields}
          hiddenCharacters={marked.hiddenCharacters}
          onChange={(field, value) => dispatch({ type: 'textChanged', field, value })}
        />
        {membershipBox}
        <div>
          <TermsField
            acceptedAt={form.termsAcceptedAt}
            onAccepted={(at) => dispatch({ type: 'termsAccepted', at })}
          />
          <p className="mt-1 text-sm text-stone-700">
            <Trans>
              Le bici si riconsegnano entro le {RENTAL_HOURS.returnBy}: una riconsegna in ritardo
              può costare la fascia di prezzo successiva.
            </Trans>
          </p>
        </div>
        {medicalRequired && (
          <MedicalDeclaration
            checked={form.medicalDeclared}
            onChange={(checked) => dispatch({ type: 'medicalToggled', checked })}
          />
        )}
        <p className="flex items-baseline justify-between border-t border-stone-200 pt-4">
          <span className="font-medium text-stone-800">
            <Trans>Totale</Trans>
          </span>
          <span className="text-2xl font-bold text-vine-900">
            {total === null ? '—' : formatEuros(total, locale)}
          </span>
        </p>
        <SubmitButton
          ready={isRentalReady(form, medicalRequired)}
          processing={processing}
          hint={
            medicalRequired
              ? undefined
              : t`Per procedere scegli date e bici, compila nome ed email, verifica l'iscrizione e accetta i termini.`
          }
        />
      </form>
    </TitledSection>
  );
}
