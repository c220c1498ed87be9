import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { installBackend } from '@/features/booking/testing/booking-backend';
import { renderBooking } from '@/features/booking/testing/render-booking';
import { callFunction } from '@/lib/firebase/call-function';
import { BookingCancelledView } from './booking-cancelled-view';

describe('booking cancelled page', () => {
  it('shows the first 8 characters of the booking id and says it can be retried', async () => {
    const backend = installBackend({ releaseCheckout: () => ({ released: true }) });
    await renderBooking(<BookingCancelledView bookingId="AbCdEfGh12345678" />);
    expect(screen.getByRole('heading', { name: 'Prenotazione Annullata' })).toBeInTheDocument();
    expect(screen.getByText('AbCdEfGh')).toBeInTheDocument();
    expect(screen.queryByText(/12345678/)).not.toBeInTheDocument();
    expect(screen.getByText(/salvata ma non completata/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Scopri i tour' })).toHaveAttribute('href', '/tour');
    expect(screen.getByRole('link', { name: 'Torna alla home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Contattaci' })).toHaveAttribute('href', '/contatti');
    expect(await screen.findByText(/sono di nuovo liberi/)).toBeInTheDocument();
    expect(backend.callsTo('releaseCheckout')).toEqual([
      { name: 'releaseCheckout', data: { bookingId: 'AbCdEfGh12345678' } },
    ]);
  });

  it('says nothing was paid, without a reference when there is no booking id', async () => {
    await renderBooking(<BookingCancelledView bookingId={undefined} />, { locale: 'en' });
    expect(screen.getByRole('heading', { name: 'Booking Cancelled' })).toBeInTheDocument();
    expect(screen.getByText(/you have not been charged/)).toBeInTheDocument();
    expect(screen.queryByText(/Request code/)).not.toBeInTheDocument();
    expect(callFunction).not.toHaveBeenCalled();
  });
});
