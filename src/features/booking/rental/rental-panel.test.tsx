import { screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type {
  RentalAvailabilityRequest,
  RentalAvailabilityResponse,
  RentalCheckoutRequest,
} from '@/domain/api/rental';
import { CallableError } from '@/lib/firebase/callable-error';
import { installBackend, member, useFixedClock } from '@/features/booking/testing/booking-backend';
import { acceptTerms, put, verifyMember } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';
import RentalPanel from './rental-panel';

const CHECKOUT_URL = 'http://127.0.0.1:12111/checkout/cs_test_rental';

/** November 2026 as the server judges it for a morning: the 29th sold out, before the 23rd past. */
function rentalAnswer(request: RentalAvailabilityRequest): RentalAvailabilityResponse {
  const [year, month] = request.month.split('-').map(Number) as [number, number];
  const length = new Date(Date.UTC(year, month, 0)).getUTCDate();
  const days = Array.from({ length }, (_, index) => {
    const date = `${request.month}-${String(index + 1).padStart(2, '0')}`;
    const reason =
      date < '2026-11-22'
        ? 'past'
        : date === '2026-11-22'
          ? 'notice'
          : date === '2026-11-29'
            ? 'sold_out'
            : null;
    return { date, reason } as const;
  });
  const selection = request.selection;
  return {
    modelId: request.modelId,
    formula: request.formula,
    month: request.month,
    bookable: true,
    sizes: ['S', 'M', 'L'],
    medicalDeclarationRequired: false,
    days,
    addOns: [
      {
        addOnId: 'child-seat',
        name: { it: 'Seggiolino', en: 'Child seat' },
        pricePerDayCents: 1000,
        free: selection ? 2 : null,
      },
    ],
    selection: selection
      ? {
          ...selection,
          days: 1,
          startsAt: `${selection.startDate}T08:00:00.000Z`,
          endsAt: `${selection.startDate}T12:00:00.000Z`,
          problem: null,
          freeBySize: { S: 1, M: 3, L: 0 },
          bikeUnitPriceCents: 3500,
        }
      : null,
    asOf: '2026-11-22T10:00:00.000Z',
  };
}

function install(
  checkout: (data: unknown) => unknown = () => ({ url: CHECKOUT_URL, rentalId: 'rt-1' }),
) {
  const backend = installBackend({
    rentalAvailability: (data) => rentalAnswer(data as RentalAvailabilityRequest),
    verifyMember: member({ status: 'found' }),
    createRentalCheckout: checkout,
  });
  return backend;
}

async function chooseSaturdayMorning(user: UserEvent) {
  await user.click(screen.getByRole('radio', { name: /Mezza giornata/ }));
  await user.click(screen.getByRole('radio', { name: /Mattina \(09:00–13:00\)/ }));
  await user.click(screen.getByRole('button', { name: /Data del noleggio/ }));
  await user.click(await screen.findByRole('button', { name: /28 novembre 2026/ }));
}

async function fillTwoMediumsAndASeat(user: UserEvent) {
  await chooseSaturdayMorning(user);
  await user.selectOptions(await screen.findByRole('combobox', { name: 'Taglia M' }), '2');
  await user.selectOptions(screen.getByRole('combobox', { name: 'Seggiolino' }), '1');
  await put(user, screen.getByRole('textbox', { name: 'Ciclista 1' }), 'Giulia Bianchi');
  await put(user, screen.getByRole('textbox', { name: 'Ciclista 2' }), 'Marco Bianchi');
  await put(
    user,
    screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }),
    'Giulia Bianchi',
  );
  await put(user, screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'giulia@example.org');
}

const submit = () => screen.getByRole('button', { name: /Prenota e paga|Elaborazione in corso/ });

describe('rental panel', () => {
  useFixedClock();

  it('offers only the days free for the whole interval, and says why the others are not', async () => {
    install();
    const user = userEvent.setup();
    await renderBooking(<RentalPanel modelId="focus-jarifa" />);
    await user.click(screen.getByRole('button', { name: /Data del noleggio/ }));
    expect(
      await screen.findByRole('button', { name: /29 novembre 2026, Esaurito/ }),
    ).toBeDisabled();
    expect(screen.getByRole('button', { name: /22 novembre 2026, Troppo vicino/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: /28 novembre 2026/ })).toBeEnabled();
    const legend = screen.getByText('Giorni non disponibili:').parentElement!;
    expect(legend).toHaveTextContent('29 — Esaurito: nessuna bici libera per tutto il periodo');
  });

  it('says membership is needed to rent, not to join tours', async () => {
    install();
    await renderBooking(<RentalPanel modelId="focus-jarifa" />);
    expect(
      await screen.findByText(/Per noleggiare le e-bike è necessario essere soci/),
    ).toBeInTheDocument();
    expect(screen.queryByText(/Per partecipare ai tour/)).toBeNull();
  });

  it('lets a member rent two medium bikes and a child seat for a Saturday morning', async () => {
    const backend = install();
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(<RentalPanel modelId="focus-jarifa" goToCheckout={goToCheckout} />);
    await fillTwoMediumsAndASeat(user);
    // Only what is free is offered: no large bike left, three mediums.
    expect(
      screen.getByRole('combobox', { name: 'Taglia L' }).querySelectorAll('option'),
    ).toHaveLength(1);
    expect(
      screen.getByRole('combobox', { name: 'Taglia M' }).querySelectorAll('option'),
    ).toHaveLength(4);
    expect(screen.getByText(/^80,00\s€$/)).toBeInTheDocument();
    await verifyMember(user, 'Giulia Bianchi');
    await screen.findByText(/Iscrizione verificata/);
    await acceptTerms(user);
    // The medical declaration is not asked: this model's stock does not require it.
    expect(screen.queryByRole('checkbox', { name: /certificato medico/ })).not.toBeInTheDocument();
    // A double tap sends one checkout.
    await user.dblClick(submit());
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(CHECKOUT_URL));
    expect(backend.callsTo('createRentalCheckout')).toHaveLength(1);
    const request = backend.callsTo('createRentalCheckout')[0]!.data as RentalCheckoutRequest;
    expect(request.selection).toEqual({
      modelId: 'focus-jarifa',
      formula: 'half_day',
      startDate: '2026-11-28',
      endDate: '2026-11-28',
      slot: 'morning',
    });
    expect(request.bikes).toEqual([
      { size: 'M', riderName: 'Giulia Bianchi' },
      { size: 'M', riderName: 'Marco Bianchi' },
    ]);
    expect(request.addOns).toEqual([{ addOnId: 'child-seat', quantity: 1 }]);
    expect(request.gating).toMatchObject({
      isMember: true,
      termsAccepted: true,
      memberMatch: 'found',
    });
  });

  it('marks the missing fields in English and sends nothing', async () => {
    const backend = install();
    const user = userEvent.setup();
    await renderBooking(<RentalPanel modelId="focus-jarifa" />, { locale: 'en' });
    await user.click(screen.getByRole('button', { name: /Book and pay/ }));
    expect(await screen.findByText('Choose a free day in the calendar.')).toBeInTheDocument();
    expect(screen.getByText('Choose at least one free bike.')).toBeInTheDocument();
    expect(screen.getByText('Enter your full name.')).toBeInTheDocument();
    expect(backend.callsTo('createRentalCheckout')).toHaveLength(0);
  });

  it.each([
    {
      locale: 'it' as const,
      half: /Mezza giornata/,
      morning: /Mattina \(09:00–13:00\)/,
      date: /Data del noleggio/,
      day: /28 novembre 2026/,
      size: 'Taglia M',
      rider: 'Ciclista',
      waivers: /Ognuno firma la propria liberatoria prima del ritiro/,
      missing: 'Inserisci il nome di chi pedala questa bici.',
      book: /Prenota e paga/,
    },
    {
      locale: 'en' as const,
      half: /Half day/,
      morning: /Morning \(09:00–13:00\)/,
      date: /Rental date/,
      day: /November 28th, 2026/,
      size: 'Size M',
      rider: 'Rider',
      waivers: /Each rider signs their own waiver before the pick-up/,
      missing: 'Enter the name of whoever rides this bike.',
      book: /Book and pay/,
    },
  ])(
    'asks for one rider per bike, says each signs a waiver, and marks a blank name on its field ($locale)',
    async (words) => {
      const backend = install();
      const user = userEvent.setup();
      await renderBooking(<RentalPanel modelId="focus-jarifa" />, { locale: words.locale });
      await user.click(screen.getByRole('radio', { name: words.half }));
      await user.click(screen.getByRole('radio', { name: words.morning }));
      await user.click(screen.getByRole('button', { name: words.date }));
      await user.click(await screen.findByRole('button', { name: words.day }));
      await user.selectOptions(await screen.findByRole('combobox', { name: words.size }), '2');
      const riders = screen.getAllByRole('textbox', { name: new RegExp(`^${words.rider} \\d`) });
      expect(riders).toHaveLength(2);
      expect(screen.getByText(words.waivers)).toBeInTheDocument();
      await put(user, riders[0]!, 'Giulia Bianchi');
      await user.click(screen.getByRole('button', { name: words.book }));
      const second = screen.getByRole('textbox', { name: `${words.rider} 2` });
      await waitFor(() => expect(second).toHaveAttribute('aria-invalid', 'true'));
      expect(second).toHaveAccessibleDescription(expect.stringContaining(words.missing));
      expect(riders[0]).not.toHaveAttribute('aria-invalid', 'true');
      expect(backend.callsTo('createRentalCheckout')).toHaveLength(0);
    },
  );

  it('marks the field the server refused and asks for the stock again', async () => {
    const backend = install(() => {
      throw new CallableError('Refused [400]', 'INVALID_INPUT', 'invalid-argument', {
        fields: ['bikes.1.riderName'],
      });
    });
    const user = userEvent.setup();
    await renderBooking(<RentalPanel modelId="focus-jarifa" />);
    await fillTwoMediumsAndASeat(user);
    await verifyMember(user, 'Giulia Bianchi');
    await screen.findByText(/Iscrizione verificata/);
    await acceptTerms(user);
    const before = backend.callsTo('rentalAvailability').length;
    await user.click(submit());
    const rider = await screen.findByRole('textbox', { name: 'Ciclista 2' });
    await waitFor(() => expect(rider).toHaveAttribute('aria-invalid', 'true'));
    await waitFor(() =>
      expect(backend.callsTo('rentalAvailability').length).toBeGreaterThan(before),
    );
    expect(within(document.body).getByText('Errore di prenotazione')).toBeInTheDocument();
  });
});
