import { Trans, useLingui } from '@lingui/react/macro';
import { lazy, Suspense, useEffect, useState } from 'react';
import { todayInRome } from '@/domain/calendar';
import { formatPrice } from '@/domain/format';
import { totalPriceCents } from '@/domain/money';
import { DEFAULT_SCHEDULES, hasLimitedSeatsOn, isConcluded, judgeDate } from '@/domain/schedule';
import { waitlistHoldHoursOf } from '@/domain/schedule-schema';
import { TOURS, type TourId } from '@/domain/tours';
import { useLanguage } from '@/i18n/language-context';
import { useOnlineStatus } from '@/lib/network/use-online-status';
import { useCheckedForm, useFormReducer } from '@/ui/form/use-checked-form';
import { NeedsConnection } from '@/ui/needs-connection';
import { TitledSection } from '@/ui/titled-section';
import { useAvailability } from '@/features/booking/api/get-availability';
import { bookingDraft, restoreBookingDraft } from './booking-draft';
import { BookingPaused } from './booking-paused';
import { EventConcluded } from './event-concluded';
import {
  bookingInputsMarked,
  toBookingFieldErrors,
  type BookingFieldErrors,
} from './booking-field-errors';
import {
  bookingFormReducer,
  initialBookingFormState,
  isReadyToSubmit,
  namesForParticipants,
  type BookingFormState,
} from './booking-form-state';
import { withKnownMember } from '@/features/booking/membership-check/known-membership';
import {
  readKnownMembership,
  readPendingApplication,
} from '@/features/booking/membership-check/known-membership-storage';
import { CapacityLine } from './capacity-line';
import { CustomerFields } from './customer-fields';
import { DateField } from './date-field';
import { MedicalDeclaration } from './medical-declaration';
import { NotesField } from './notes-field';
import { ParticipantNames } from './participant-names';
import { ParticipantsField } from './participants-field';
import { PriceSummary } from './price-summary';
import { seatsOnDate } from './seats-on-date';
import { SubmitButton } from './submit-button';
import { TermsField } from './terms-field';
import { useBookingSubmit } from './use-booking-submit';
import { useMemberSteps } from '@/features/booking/membership-check/use-member-steps';
import type { FailureKind } from '@/lib/errors/error-messages';
import { voucherSplit } from '@/features/booking/voucher/applied-voucher';
import { VoucherField } from '@/features/booking/voucher/voucher-field';
import { OfferNotice } from '@/features/booking/waitlist/offer-notice';
import { useWaitlistOfferLink } from '@/features/booking/waitlist/use-waitlist-offer-link';

// Only a full date needs it: the waiting-list form stays out of the card's first load.
const WaitlistForm = lazy(() =>
  import('@/features/booking/waitlist/waitlist-form').then((module) => ({
    default: module.WaitlistForm,
  })),
);

interface BookingCardProps {
  tourId: TourId;
  /** Where a created checkout session sends the browser; tests observe it instead. */
  goToCheckout?: (url: string) => void;
}

type BookingDraft = ReturnType<typeof bookingDraft>;
type BookingProblem = NonNullable<BookingFieldErrors[string]>;

function leavePageFor(url: string) {
  window.location.assign(url);
}

/** The booking form card of every tour and event page (requirements §2), loaded lazily by BookingSlot. */
export default function BookingCard({ tourId, goToCheckout = leavePageFor }: BookingCardProps) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  const tour = TOURS[tourId];
  const today = todayInRome(new Date());
  const owner = useCheckedForm<BookingFormState, string, BookingProblem, BookingDraft>({
    // The member verified earlier in the session (or the applicant who may book meanwhile) is in
    // the box from the start, a reload included.
    initial: () =>
      withKnownMember(
        initialBookingFormState,
        readKnownMembership(),
        readPendingApplication(),
        Date.now(),
      ),
    draft: {
      key: `booking:${tourId}`,
      keep: bookingDraft,
      restore: (draft) =>
        withKnownMember(
          restoreBookingDraft(draft, today),
          readKnownMembership(),
          readPendingApplication(),
          Date.now(),
        ),
    },
    // The spec's checks, the shared schema and the server's refusals all run in useBookingSubmit,
    // which marks the refused inputs through onInvalidInputs.
    send: () => submitBooking(),
  });
  const form = owner.values;
  const { setValues, formRef } = owner;
  const dispatch = useFormReducer(setValues, bookingFormReducer);
  const invalid = bookingInputsMarked(owner.errors);
  const online = useOnlineStatus();
  const [calendarOpen, setCalendarOpen] = useState(false);
  const [seatsWanted, setSeatsWanted] = useState(false);

  // The live schedule arrives when the visitor reaches for a date; until then (or offline with
  // nothing cached) the catalogue's stands in, and the server re-checks everything anyway.
  // An event's card needs its dates at once: whether it is still to come decides what it shows.
  const isEvent = DEFAULT_SCHEDULES[tourId].weekdays.length === 0;
  const availability = useAvailability(
    tourId,
    isEvent || seatsWanted || calendarOpen || form.selectedDate !== null,
  );
  const schedule = availability.data?.schedule ?? DEFAULT_SCHEDULES[tourId];
  const settled = availability.data !== undefined || availability.isError;
  const concluded = isEvent && settled && isConcluded(schedule, new Date());
  const limited = form.selectedDate !== null && hasLimitedSeatsOn(schedule, form.selectedDate);
  const { member, joining, joinPanel, membershipBox } = useMemberSteps({
    offer: 'tour',
    form,
    dispatch,
    today,
    locale,
    onEmailRefused: () => owner.markInvalid({ customerEmail: 'invalid' }),
  });
  const selectDate = (date: string) => {
    dispatch({ type: 'dateSelected', date });
    member.dateChanged(date);
  };
  // Opened from a waiting-list offer's e-mail: the card starts on the held date, for the party.
  const offerLink = useWaitlistOfferLink(tourId, (offer) => {
    selectDate(offer.date);
    dispatch({ type: 'participantsChosen', choice: offer.partySize });
    dispatch({ type: 'textChanged', field: 'customerName', value: offer.name });
    dispatch({ type: 'textChanged', field: 'customerEmail', value: offer.email });
  });
  const held = offerLink.state.kind === 'held' ? offerLink.state : null;
  const free = seatsOnDate(schedule, availability.data, form.selectedDate);
  // The seats held for this visitor are counted as taken on the date, yet are theirs to book.
  const heldSeats = held && held.offer.date === form.selectedDate ? held.offer.partySize : 0;
  const remaining = free === undefined ? undefined : free + heldSeats;
  // A date open for booking with too few seats for the party: the waiting list instead of the checkout.
  const dateFull =
    form.selectedDate !== null &&
    remaining !== undefined &&
    remaining < form.participants &&
    judgeDate(schedule, form.selectedDate, new Date()) === 'allowed';
  const [voucherFailure, setVoucherFailure] = useState<FailureKind | null>(null);
  const priceCents = totalPriceCents(tour, form.participants);
  const split = voucherSplit(form.voucher, tourId, form.participants, priceCents);
  const { submit: submitBooking, processing } = useBookingSubmit({
    form,
    tour,
    schedule,
    remaining,
    // The booking is made: what was typed is no longer a draft.
    goToCheckout: (url) => void owner.clearDraft().then(() => goToCheckout(url)),
    onInvalidInputs: (inputs) => owner.markInvalid(toBookingFieldErrors(inputs)),
    waitlistOffer: heldSeats > 0 ? held?.token : undefined,
    onOfferEnded: offerLink.end,
    // The total goes back to the full price; the field keeps the code and says why.
    onVoucherRefused: (failure) => {
      dispatch({ type: 'voucherRemoved' });
      setVoucherFailure(failure);
    },
  });

  // The spec only logs a failed seats query; the form keeps working with what it knows.
  useEffect(() => {
    if (availability.error) console.error('Remaining places unavailable', availability.error);
  }, [availability.error]);

  return (
    <TitledSection
      title={<Trans>Prenota</Trans>}
      className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm"
      titleClassName="text-lg font-semibold text-vine-900"
    >
      <p className="mt-1">
        <span className="text-3xl font-bold text-vine-800">
          {formatPrice(tour.priceCents, locale)}
        </span>{' '}
        <span className="text-sm text-stone-700">
          <Trans>a persona</Trans>
        </span>
      </p>
      <NeedsConnection
        className="mt-5"
        message={t`Per prenotare e pagare serve una connessione. Quando torni in una zona con campo potrai prenotare da qui: i dati già inseriti restano salvati su questo dispositivo.`}
      />
      {concluded ? <EventConcluded /> : !schedule.bookable && <BookingPaused />}
      <OfferNotice state={offerLink.state} />
      {joinPanel}
      <form
        ref={formRef}
        hidden={!online || !schedule.bookable || concluded || joining}
        noValidate
        aria-label={t`Modulo di prenotazione`}
        onSubmit={(event) => {
          event.preventDefault();
          if (!processing) void owner.onSubmit();
        }}
        className="mt-5 space-y-5"
      >
        {!dateFull && (
          <CustomerFields
            form={form}
            invalidFields={invalid.invalidFields}
            hiddenCharacters={invalid.hiddenCharacters}
            onChange={(field, value) => dispatch({ type: 'textChanged', field, value })}
          />
        )}
        <div>
          <DateField
            schedule={schedule}
            now={new Date()}
            availability={availability.data}
            selectedDate={form.selectedDate}
            onSelect={selectDate}
            onIntent={() => setSeatsWanted(true)}
            open={calendarOpen}
            onOpenChange={setCalendarOpen}
          />
          {limited && <CapacityLine remaining={remaining} />}
        </div>
        {!dateFull && (
          <>
            <ParticipantsField
              participants={form.participants}
              largeGroupNotice={form.largeGroupNotice}
              onChoose={(choice) => dispatch({ type: 'participantsChosen', choice })}
            />
            <ParticipantNames
              names={namesForParticipants(form)}
              invalidIndexes={invalid.invalidNameIndexes}
              hiddenCharacters={invalid.hiddenCharacters}
              onChange={(index, value) =>
                dispatch({ type: 'participantNameChanged', index, value })
              }
            />
            <NotesField
              value={form.additionalNotes}
              onChange={(value) =>
                dispatch({ type: 'textChanged', field: 'additionalNotes', value })
              }
              refused={
                invalid.hiddenCharacters.includes('additionalNotes')
                  ? 'hiddenCharacters'
                  : invalid.invalidFields.includes('additionalNotes')
                    ? 'other'
                    : null
              }
            />
            {membershipBox}
            <TermsField
              acceptedAt={form.termsAcceptedAt}
              onAccepted={(at) => dispatch({ type: 'termsAccepted', at })}
            />
            <MedicalDeclaration
              checked={form.medicalDeclared}
              onChange={(checked) => dispatch({ type: 'medicalToggled', checked })}
            />
            <VoucherField
              tourId={tourId}
              applied={form.voucher}
              onApplied={(voucher) => dispatch({ type: 'voucherApplied', voucher })}
              onRemoved={() => dispatch({ type: 'voucherRemoved' })}
              failure={voucherFailure}
              onFailure={setVoucherFailure}
            />
            <PriceSummary
              priceCents={priceCents}
              coveredCents={form.voucher ? split.coveredCents : null}
              fee={form.membership.check.kind === 'applied' ? form.membership.check.fee : undefined}
            />
            <SubmitButton
              ready={isReadyToSubmit(form)}
              processing={processing}
              dueWithVoucher={form.voucher ? split.dueCents : undefined}
            />
          </>
        )}
      </form>
      {dateFull && form.selectedDate !== null && online && schedule.bookable && !joining && (
        <Suspense
          fallback={
            <p role="status" className="mt-5 text-sm text-stone-700">
              <Trans>Caricamento...</Trans>
            </p>
          }
        >
          <WaitlistForm
            key={`${form.selectedDate}:${form.participants}`}
            tourId={tourId}
            date={form.selectedDate}
            prefill={{
              name: form.customerName,
              email: form.customerEmail,
              partySize: form.participants,
            }}
            remaining={remaining}
            holdHours={waitlistHoldHoursOf(schedule)}
            onBookFewer={(count) => dispatch({ type: 'participantsChosen', choice: count })}
          />
        </Suspense>
      )}
    </TitledSection>
  );
}
