import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { GiftForm } from './gift-form';
import { callFunction } from '@/lib/firebase/call-function';

const purchase = vi.mocked(callFunction);

// 23 December 2026, 16:00 in Rome.
const NOW = new Date('2026-12-23T15:00:00Z');

async function renderForm(locale: 'it' | 'en' = 'it', tour?: string) {
  const goToCheckout = vi.fn();
  await renderWithProviders(
    <>
      <GiftForm tour={tour} goToCheckout={goToCheckout} now={() => NOW} />
      <Toaster />
    </>,
    { locale },
  );
  return { user: userEvent.setup(), goToCheckout };
}

async function fillPeople(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /^Il tuo nome/ }), 'Marco Rossi');
  await user.type(screen.getByRole('textbox', { name: /^La tua email/ }), 'marco@example.com');
  await user.type(screen.getByRole('textbox', { name: /^Nome di chi riceve/ }), 'Giulia');
}

describe('GiftForm', () => {
  it('buys a preset amount delivered now, once however often the button is tapped', async () => {
    let answer: (value: { url: string }) => void = () => undefined;
    purchase.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const { user, goToCheckout } = await renderForm();
    await user.click(screen.getByRole('radio', { name: /^80\s€$/ }));
    await fillPeople(user);
    const submit = screen.getByRole('button', { name: 'Vai al pagamento' });
    await user.dblClick(submit);

    expect(purchase).toHaveBeenCalledTimes(1);
    expect(purchase).toHaveBeenCalledWith(
      'purchaseVoucher',
      {
        value: { kind: 'amount', amountCents: 8000 },
        buyerName: 'Marco Rossi',
        buyerEmail: 'marco@example.com',
        recipientName: 'Giulia',
        message: '',
        delivery: { kind: 'now_to_buyer' },
        locale: 'it',
      },
      expect.anything(),
    );
    expect(screen.getByRole('button', { name: 'Apertura del pagamento...' })).toBeDisabled();
    answer({ url: 'https://checkout.stripe.test/c/1' });
    await waitFor(() =>
      expect(goToCheckout).toHaveBeenCalledWith('https://checkout.stripe.test/c/1'),
    );
    // On its way to Stripe: still disabled, and a submit that slips through opens nothing.
    expect(screen.getByRole('button', { name: 'Apertura del pagamento...' })).toBeDisabled();
    fireEvent.submit(screen.getByRole('form', { name: 'Regala un tour' }));
    await waitFor(() => expect(goToCheckout).toHaveBeenCalledTimes(1));
    expect(purchase).toHaveBeenCalledTimes(1);
  });

  it('prices a tour from the catalogue for its people', async () => {
    purchase.mockResolvedValue({ url: 'https://checkout.stripe.test/c/2' });
    const { user } = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Un tour' }));
    await user.selectOptions(screen.getByRole('combobox', { name: /^Tour/ }), 'pojega');
    await user.selectOptions(screen.getByRole('combobox', { name: /^Persone/ }), '3');
    expect(screen.getByText('240 €')).toBeInTheDocument();
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    expect(purchase).toHaveBeenCalledWith(
      'purchaseVoucher',
      expect.objectContaining({ value: { kind: 'tour', tourId: 'pojega', people: 3 } }),
      expect.anything(),
    );
  });

  it("starts as the tour a tour page's link names, and ignores an unknown one", async () => {
    await renderForm('it', 'colombare');
    expect(screen.getByRole('radio', { name: 'Un tour' })).toBeChecked();
    expect(screen.getByRole('combobox', { name: /^Tour/ })).toHaveValue('colombare');
    // Two people on the Colombare Tour at 90 € each.
    expect(screen.getByText('180 €')).toBeInTheDocument();
  });

  it('keeps an amount when the link names no known tour', async () => {
    await renderForm('it', '../staff');
    expect(screen.getByRole('radio', { name: 'Un importo' })).toBeChecked();
  });

  it('shows a translated error on a free amount under 20 € and sends nothing', async () => {
    const { user } = await renderForm('en');
    await user.click(screen.getByRole('radio', { name: 'Other amount' }));
    const amount = screen.getByRole('textbox', { name: /^Amount in euros/ });
    await user.type(amount, '10');
    await user.type(screen.getByRole('textbox', { name: /^Your name/ }), 'Mark');
    await user.click(screen.getByRole('button', { name: 'Go to payment' }));

    expect(amount).toBeInvalid();
    expect(amount).toHaveFocus();
    expect(amount).toHaveAccessibleDescription(
      'Choose an amount in whole euros, from €20 to €500. From €20 to €500, in whole euros.',
    );
    expect(screen.getByRole('textbox', { name: /^Your email/ })).toBeInvalid();
    expect(purchase).not.toHaveBeenCalled();
    // Fixing the field clears its mark until the next submit.
    await user.clear(amount);
    await user.type(amount, '25');
    expect(amount).not.toBeInvalid();
  });

  it('keeps the form and says so when the payment cannot be opened', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    purchase.mockRejectedValue(new CallableError('down', 'INTERNAL', 'internal'));
    const { user, goToCheckout } = await renderForm();
    await fillPeople(user);
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    expect(
      await screen.findByText(
        'Non è stato possibile aprire il pagamento. Nessun addebito: riprova tra poco.',
      ),
    ).toBeInTheDocument();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^Il tuo nome/ })).toHaveValue('Marco Rossi');
    expect(screen.getByRole('button', { name: 'Vai al pagamento' })).toBeEnabled();
  });

  it('counts the message down to 300 characters', async () => {
    const { user } = await renderForm();
    const message = screen.getByRole('textbox', { name: /^Messaggio/ });
    expect(message).toHaveAttribute('maxLength', '300');
    await user.type(message, 'Auguri!');
    expect(message).toHaveAccessibleDescription('Ancora 293 caratteri disponibili');
  });

  it('refuses a delivery hour already past in Italy, and marks the day the server refused', async () => {
    purchase.mockRejectedValue(
      new CallableError('late', 'INVALID_DELIVERY_TIME', 'invalid-argument', {
        fields: ['delivery.date', 'delivery.hour'],
      }),
    );
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user, goToCheckout } = await renderForm();
    await fillPeople(user);
    await user.click(screen.getByRole('radio', { name: /In un giorno e a un'ora scelti/ }));
    await user.type(screen.getByRole('textbox', { name: /^Email di chi riceve/ }), 'g@example.com');
    const day = screen.getByRole('button', { name: /Giorno della consegna/ });
    await user.click(day);
    // Today, 23 December: its days before are not offered. The calendar is a lazy chunk: findBy
    // waits for it as long as the component tests allow (src/test/setup-component-tests.ts).
    expect(await screen.findByRole('button', { name: /22 dicembre 2026/ })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /23 dicembre 2026/ }));
    expect(day).toHaveAccessibleName(/mercoledì 23 dicembre 2026/);
    const hour = screen.getByRole('combobox', { name: /^Ora/ });
    await user.selectOptions(hour, '16');
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    expect(day).toBeInvalid();
    expect(day).toHaveAccessibleDescription("Scegli un giorno e un'ora futuri.");
    expect(purchase).not.toHaveBeenCalled();

    // 17:00 is still to come for the browser; the server, on its own clock, refuses it.
    await user.selectOptions(hour, '17');
    await user.click(screen.getByRole('button', { name: 'Vai al pagamento' }));
    await waitFor(() =>
      expect(day).toHaveAccessibleDescription('Scegli il giorno della consegna.'),
    );
    expect(hour).toBeInvalid();
    expect(goToCheckout).not.toHaveBeenCalled();
    expect(screen.getByRole('textbox', { name: /^La tua email/ })).toHaveValue('marco@example.com');
    expect(await screen.findByText('Pagamento non avviato', {})).toBeInTheDocument();
  });
});
