import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { PageMeta } from '@/ui/page-meta';
import { TitledSection } from '@/ui/titled-section';
import { useMyBookings } from './api/get-my-bookings';
import { LastUpdatedNote } from './last-updated-note';
import { MyBookingItem } from './my-booking-item';
import { MyFeeReceipts } from './my-fee-receipts';
import { MyRentalItem } from './my-rental-item';
import { QueryFailure } from './query-failure';
import { StatementForm } from './statement/statement-form';
import { useSignedInUser } from './use-signed-in-user';

/** 'Le mie prenotazioni': the signed-in person's bookings, newest first. */
export function MyBookingsList() {
  const { t } = useLingui();
  const user = useSignedInUser();
  const query = useMyBookings(user.uid);
  const title = t`Le mie prenotazioni`;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={title} />
      <h1 className="text-3xl font-bold text-vine-900">{title}</h1>
      {query.isPending && (
        <p role="status" className="mt-6 text-stone-700">
          {t`Caricamento delle prenotazioni...`}
        </p>
      )}
      {query.isError && <QueryFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && (
        <>
          <LastUpdatedNote data={query.data} />
          {query.data.bookings.length === 0 && query.data.rentals.length === 0 ? (
            <p className="mt-6 text-stone-800">
              {t`Non hai ancora prenotazioni.`}{' '}
              <Link to="/tour" className="font-semibold text-vine-700 underline">
                {t`Scopri i tour`}
              </Link>
            </p>
          ) : (
            <ul className="mt-6 space-y-4">
              {query.data.bookings.map((booking) => (
                <MyBookingItem key={booking.bookingId} booking={booking} />
              ))}
            </ul>
          )}
          {query.data.rentals.length > 0 && (
            <TitledSection title={t`Noleggi`} className="mt-10">
              <ul className="mt-4 space-y-4">
                {query.data.rentals.map((rental) => (
                  <MyRentalItem key={rental.rentalId} rental={rental} />
                ))}
              </ul>
            </TitledSection>
          )}
          <MyFeeReceipts fees={query.data.fees} />
          <StatementForm choices={query.data.statement} />
        </>
      )}
    </div>
  );
}
