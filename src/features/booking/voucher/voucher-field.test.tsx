import { screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { VoucherView } from '@/domain/api/vouchers';
import { CallableError } from '@/lib/firebase/callable-error';
import BookingCard from '@/features/booking/card/booking-card';
import {
  checkoutAt,
  fails,
  installCardBackend,
  useFixedClock,
} from '@/features/booking/testing/booking-backend';
import { fillReadyForm, put } from '@/features/booking/testing/booking-steps';
import { renderBooking } from '@/features/booking/testing/render-booking';

// E-Motion in Villa costs 130 € a person.
const CODE = 'VPT-7KQ4-M9XC-2HRT';
const SUCCESS_URL = 'http://127.0.0.1:5000/booking-success?session_id=cs_voucher_1&booking_id=bk-1';

function voucher(overrides: Partial<VoucherView> = {}): VoucherView {
  return {
    code: CODE,
    recipientName: 'Giulia Bianchi',
    message: '',
    amountCents: 5000,
    validUntil: '2028-11-22',
    balanceCents: 5000,
    state: 'usable',
    locale: 'it',
    entries: [{ kind: 'issue', amountCents: 5000, at: '2026-11-20T10:00:00.000Z' }],
    ...overrides,
  };
}

function setUp(
  getVoucher: (data: unknown) => unknown,
  createCheckoutSession = checkoutAt(SUCCESS_URL),
) {
  return installCardBackend({ '2026-11-28': 6 }, { createCheckoutSession, getVoucher });
}

async function applyCode(user: UserEvent, typed: string) {
  const disclosure = screen.getByRole('button', {
    name: /Hai un buono regalo\?|Have a gift voucher\?/,
  });
  if (disclosure.getAttribute('aria-expanded') === 'false') await user.click(disclosure);
  await put(
    user,
    await screen.findByRole('textbox', { name: /Codice del buono|Voucher code/ }),
    typed,
  );
  await user.click(screen.getByRole('button', { name: /^(Applica|Apply)$/ }));
}

const total = () => screen.getByText(/^(Totale|Total)$/).nextElementSibling?.textContent;
const codeField = () => screen.getByRole('textbox', { name: 'Codice del buono' });

describe('the booking card’s gift voucher field', () => {
  useFixedClock();

  it('is closed until asked for, applies a code typed loosely, and takes its balance off', async () => {
    const backend = setUp(() => voucher());
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />);

    const disclosure = screen.getByRole('button', { name: 'Hai un buono regalo?' });
    expect(disclosure).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('textbox', { name: 'Codice del buono' })).not.toBeInTheDocument();
    expect(total()).toMatch(/130,00/);

    await applyCode(user, ' vpt 7kq4-m9xc 2hrt ');
    expect(await screen.findByText(/applicato: saldo 50,00/)).toBeInTheDocument();
    expect(backend.callsTo('getVoucher')).toEqual([
      { name: 'getVoucher', data: { code: 'VPT 7KQ4-M9XC 2HRT' } },
    ]);
    expect(screen.getByText('Buono regalo').nextElementSibling?.textContent).toMatch(/−50,00/);
    expect(total()).toMatch(/80,00/);
    expect(screen.getByRole('button', { name: /Prenota e paga 80,00/ })).toBeInTheDocument();

    // Two people: 260 € less 50 €.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Numero di partecipanti' }), '2');
    expect(total()).toMatch(/210,00/);

    await user.click(screen.getByRole('button', { name: 'Rimuovi' }));
    expect(total()).toMatch(/260,00/);
    expect(screen.getByRole('button', { name: 'Prenota e paga' })).toBeInTheDocument();
    expect(codeField()).toHaveValue('');
  });

  it.each([
    [
      'an unknown code',
      () => fails(new CallableError('', 'VOUCHER_NOT_FOUND', 'not-found')),
      /Nessun buono regalo con questo codice/,
    ],
    [
      'an expired voucher',
      () => () => voucher({ state: 'expired' }),
      /Questo buono regalo è scaduto/,
    ],
    [
      'a voided voucher',
      () => () => voucher({ state: 'void', balanceCents: 0 }),
      /è stato annullato/,
    ],
    [
      'a used-up voucher',
      () => () => voucher({ state: 'empty', balanceCents: 0 }),
      /già stato usato per intero/,
    ],
    [
      'too many checks',
      () => fails(new CallableError('', 'RATE_LIMITED', 'resource-exhausted')),
      /Troppi codici controllati/,
    ],
    [
      'no connection',
      () => fails(new CallableError('internal [0]', 'INTERNAL', 'internal')),
      /Sei offline: per controllare il buono/,
    ],
  ])('refuses %s on the field, total unchanged', async (_, answer, message) => {
    setUp(answer());
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />);

    await applyCode(user, CODE);
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(codeField()).toHaveAttribute('aria-invalid', 'true');
    expect(codeField()).toHaveFocus();
    expect(total()).toMatch(/130,00/);
    expect(screen.getByRole('button', { name: 'Prenota e paga' })).toBeInTheDocument();

    // Typing again clears the error.
    await user.type(codeField(), 'X');
    expect(codeField()).not.toHaveAttribute('aria-invalid');
  });

  it('refuses a text that cannot be a code without asking the server', async () => {
    const backend = setUp(() => voucher());
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />);

    await applyCode(user, 'VPT-1234-0000-OOOO');
    expect(await screen.findByText(/Nessun buono regalo con questo codice/)).toBeInTheDocument();
    expect(backend.callsTo('getVoucher')).toHaveLength(0);
  });

  it('books a price the voucher covers in full with the code and no card', async () => {
    const backend = setUp(() => voucher({ amountCents: 15000, balanceCents: 15000 }));
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={goToCheckout} />);
    await fillReadyForm(user);

    await applyCode(user, CODE.toLowerCase());
    await screen.findByText(/applicato: saldo 150,00/);
    expect(total()).toMatch(/0,00/);
    await user.click(screen.getByRole('button', { name: 'Prenota con il buono' }));

    await vi.waitFor(() => expect(goToCheckout).toHaveBeenCalledWith(SUCCESS_URL));
    expect(backend.callsTo('createCheckoutSession')[0]?.data).toMatchObject({
      tourId: 'emotion-in-villa',
      participants: 1,
      voucherCode: CODE,
    });
  });

  it('shows the server’s refusal on the field and the full price again', async () => {
    setUp(
      () => voucher(),
      fails(
        new CallableError('', 'VOUCHER_EMPTY', 'failed-precondition', { fields: ['voucherCode'] }),
      ),
    );
    const goToCheckout = vi.fn();
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={goToCheckout} />);
    await fillReadyForm(user);
    await applyCode(user, CODE);
    await screen.findByText(/applicato/);

    await user.click(screen.getByRole('button', { name: /Prenota e paga 80,00/ }));
    const field = await screen.findByRole('textbox', { name: 'Codice del buono' });
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(CODE);
    expect(total()).toMatch(/130,00/);
    expect(goToCheckout).not.toHaveBeenCalled();
  });

  it('pays its own tour for its people whatever the price now, and is credit on another tour', async () => {
    // Bought for one person at 120 €, before the price became 130 €.
    const tourVoucher = voucher({
      amountCents: 12000,
      balanceCents: 12000,
      tour: { tourId: 'emotion-in-villa', tourName: 'E-Motion in Villa', people: 1 },
    });
    setUp(() => tourVoucher);
    const user = userEvent.setup();
    const { unmount } = await renderBooking(
      <BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />,
    );
    await applyCode(user, CODE);
    await screen.findByText(/applicato/);
    expect(total()).toMatch(/0,00/);
    expect(screen.getByRole('button', { name: 'Prenota con il buono' })).toBeInTheDocument();
    unmount();

    setUp(() => ({ ...tourVoucher, tour: { ...tourVoucher.tour!, tourId: 'tre-valli' as const } }));
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />);
    await applyCode(user, CODE);
    const note = await screen.findByText(/È un buono per «E-Motion in Villa»/);
    expect(within(note.parentElement!).getByText(/saldo 120,00/)).toBeInTheDocument();
    expect(total()).toMatch(/10,00/);
  });

  it('speaks English', async () => {
    setUp(() => voucher());
    const user = userEvent.setup();
    await renderBooking(<BookingCard tourId="emotion-in-villa" goToCheckout={vi.fn()} />, {
      locale: 'en',
    });
    await applyCode(user, CODE);
    expect(await screen.findByText(/applied: balance/)).toBeInTheDocument();
    expect(screen.getByText('Gift voucher')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Book and pay/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });
});
