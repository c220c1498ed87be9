import { useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { bookingCode } from '@/domain/api/my-bookings';
import { PageMeta } from '@/ui/page-meta';
import { useMyBookings } from './api/get-my-bookings';
import { LastUpdatedNote } from './last-updated-note';
import { QueryFailure } from './query-failure';
import { TicketDetails } from './ticket-details';
import { useSignedInUser } from './use-signed-in-user';

/** One booking's ticket, read from the same list (and device copy) as 'Le mie prenotazioni'. */
export function TicketView({ bookingId }: { bookingId: string }) {
  const { t } = useLingui();
  const user = useSignedInUser();
  const query = useMyBookings(user.uid);
  const booking = query.data?.bookings.find((candidate) => candidate.bookingId === bookingId);
  const title = t`Biglietto ${bookingCode(bookingId)}`;

  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageMeta title={title} />
      <Link to="/le-mie-prenotazioni" className="text-sm font-semibold text-vine-700 underline">
        {t`← Le mie prenotazioni`}
      </Link>
      <h1 className="mt-4 text-3xl font-bold text-vine-900">{title}</h1>
      {query.isPending && (
        <p role="status" className="mt-6 text-stone-700">
          {t`Caricamento del biglietto...`}
        </p>
      )}
      {query.isError && <QueryFailure error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && <LastUpdatedNote data={query.data} />}
      {query.data && !booking && (
        <p className="mt-6 text-stone-800">{t`Prenotazione non trovata tra le tue.`}</p>
      )}
      {booking && booking.status !== 'paid' && (
        <p className="mt-6 text-stone-800">
          {t`Il biglietto è disponibile quando il pagamento della prenotazione è confermato.`}
        </p>
      )}
      {booking?.status === 'paid' && <TicketDetails booking={booking} />}
    </div>
  );
}
