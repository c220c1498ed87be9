import { useLingui } from '@lingui/react/macro';
import { useRef, useState } from 'react';
import type { DeskRental } from '@/domain/api/staff-rental-desk';
import { todayInRome } from '@/domain/calendar';
import { timeInRome } from '@/domain/rome-time';
import { formatMoment } from '@/domain/format';
import { riderWaiversOf } from '@/domain/staff/roster-waivers';
import { useLanguage } from '@/i18n/language-context';
import { buttonClass } from '@/ui/button-class';
import { DateField } from '@/ui/form/date-field';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { FreshnessStatus, SectionReadState } from '@/features/staff/staff-section';
import { TitledSection } from '@/ui/titled-section';
import { rentalDayQueryPrefix } from '@/features/staff/api/staff-query-keys';
import { useRentalDay } from '@/features/staff/api/staff-rental-day';
import { useCollectedWaivers } from '@/features/staff/day/use-collected-waivers';
import type { StaffViewProps } from '@/features/staff/staff-views';
import { deskDayLists } from './desk-day-lists';
import { DeskRentalList } from './desk-rental-list';
import { PickUpForm } from './pick-up-form';
import { ReturnForm } from './return-form';
import { RiderWaivers } from './rider-waivers';
import { DeskCodeForm } from './desk-code-form';
import { useDeskActions } from './use-desk-actions';
import { WeatherCancelButton } from './weather-cancel-button';
import { RentalStockSection } from './stock/rental-stock-section';

type Open = { kind: 'pick_up' | 'return'; rentalId: string } | null;

/**
 * "Noleggi": the desk's day. Scanning a ticket's QR (the check-in's camera) or typing its
 * reference opens the pick-up, where the frame numbers of the bikes going out are written; a
 * return records its time and the bikes' state. Everything is kept on the phone first and sent
 * when there is a connection, so the desk works offline once the day was opened online. Managers
 * can also call off a rental still to be picked up for bad weather (online only).
 */
export function RentalsView({ uid, isManager, date: linkedDate }: StaffViewProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [date, setDate] = useState(() => linkedDate ?? todayInRome(new Date()));
  const day = useRentalDay(uid, date);
  const desk = useDeskActions(uid);
  const waivers = useCollectedWaivers(uid, rentalDayQueryPrefix);
  const missingWaivers = (rental: DeskRental) =>
    riderWaiversOf(rental, waivers.collected)
      .filter((rider) => rider.state === 'missing')
      .map((rider) => rider.name);
  const [open, setOpen] = useState<Open>(null);
  const codeInput = useRef<HTMLInputElement>(null);
  const data = day.data;
  const savedAt = data ? formatMoment(data.asOf, locale) : '';
  const { toPickUp, outToday, toReturn, backToday, everyRental, isUnsent, isOut, stepOf } =
    deskDayLists(data, desk.unsent);
  const close = () => {
    setOpen(null);
    codeInput.current?.focus();
  };

  /** The button that opens a rental's pick-up or return form; none while that form is open. */
  const deskButton = (kind: 'pick_up' | 'return', rental: DeskRental, label: string) =>
    open?.kind === kind && open.rentalId === rental.rentalId ? null : (
      <button
        type="button"
        onClick={() => setOpen({ kind, rentalId: rental.rentalId })}
        className={buttonClass('primary', 'small')}
      >
        {label}
      </button>
    );
  const pickUpAction = (rental: DeskRental) => {
    const handOut = deskButton('pick_up', rental, t`Consegna`);
    return (
      handOut && (
        <div className="flex flex-wrap gap-3">
          {handOut}
          {isManager && <WeatherCancelButton uid={uid} rental={rental} />}
        </div>
      )
    );
  };
  const returnAction = (rental: DeskRental) => deskButton('return', rental, t`Riconsegna`);

  return (
    <TitledSection title={t`Noleggi`} className="mt-6">
      <DateField className="mt-4 max-w-md" label={t`Data`} value={date} onChange={setDate} />
      <FreshnessStatus
        fromDevice={data?.fromDevice ?? false}
        className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900"
        offline={t`Senza connessione: elenco salvato su questo telefono alle ${savedAt}.`}
        unreachable={t`Impossibile aggiornare adesso: elenco salvato su questo telefono alle ${savedAt}.`}
      />
      {desk.unsent.size > 0 && (
        <p role="status" className="mt-3 rounded-md bg-amber-50 p-3 text-amber-900">
          {t`${desk.unsent.size} tra ritiri e riconsegne da inviare: partono appena c'è connessione.`}
        </p>
      )}
      <DeskCodeForm
        rentals={everyRental}
        stepOf={stepOf}
        onOpen={(kind, rentalId) => setOpen({ kind, rentalId })}
        inputRef={codeInput}
      />
      <SectionReadState
        loading={day.isPending ? t`Caricamento...` : null}
        error={
          day.isError && !data
            ? i18n._(errorMessage(day.error, STAFF_ERROR_CONTEXTS.rentalDay))
            : null
        }
      />
      {data && (
        <div className="mt-6 grid gap-8 lg:grid-cols-2">
          <DeskRentalList
            title={t`Ritiri da fare (${toPickUp.length})`}
            emptyText={t`Nessun ritiro da fare.`}
            rentals={toPickUp}
            side="pick-up"
            actionOf={pickUpAction}
            detailsOf={(rental) => (
              <>
                <RiderWaivers
                  rental={rental}
                  riders={riderWaiversOf(rental, waivers.collected)}
                  waiverVersion={data.waiverVersion}
                  onCollect={waivers.collectRider}
                />
                {open?.kind === 'pick_up' && open.rentalId === rental.rentalId && (
                  <PickUpForm
                    rental={rental}
                    missingWaivers={missingWaivers(rental)}
                    onCancel={close}
                    onPickedUp={async (frameNumbers) => {
                      await desk.record({
                        kind: 'pick_up',
                        rentalId: rental.rentalId,
                        frameNumbers,
                        at: new Date().toISOString(),
                      });
                      close();
                    }}
                  />
                )}
              </>
            )}
            footer={
              outToday.length > 0 && (
                <p className="mt-3 text-sm text-stone-700">{t`Già consegnati oggi: ${outToday.length}`}</p>
              )
            }
          />
          <DeskRentalList
            title={t`Riconsegne attese (${toReturn.length})`}
            emptyText={t`Nessuna riconsegna attesa.`}
            rentals={toReturn}
            side="return"
            isUnsent={(rental) => isUnsent('pick_up', rental)}
            actionOf={(rental) => (isOut(rental) ? returnAction(rental) : undefined)}
            detailsOf={(rental) =>
              open?.kind === 'return' &&
              open.rentalId === rental.rentalId && (
                <ReturnForm
                  rental={rental}
                  date={date}
                  nowTime={timeInRome(new Date())}
                  onCancel={close}
                  onReturned={async (at, note) => {
                    await desk.record({ kind: 'return', rentalId: rental.rentalId, at, note });
                    close();
                  }}
                />
              )
            }
          />
          {backToday.length > 0 && (
            <DeskRentalList
              title={t`Riconsegnate (${backToday.length})`}
              className="lg:col-span-2"
              compact
              rentals={backToday}
              side="return"
              isUnsent={(rental) => isUnsent('return', rental)}
              detailsOf={(rental) => (
                <p className="mt-1 text-sm">
                  {rental.returnedAt
                    ? t`Riconsegnate alle ${formatMoment(rental.returnedAt, locale)}`
                    : t`Riconsegnate (da inviare)`}
                  {rental.returnNote ? ` · ${rental.returnNote}` : ''}
                </p>
              )}
            />
          )}
        </div>
      )}
      <RentalStockSection uid={uid} />
    </TitledSection>
  );
}
