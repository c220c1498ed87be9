import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { ContactForm } from './contact-form';
import { callFunction } from '@/lib/firebase/call-function';

const send = vi.mocked(callFunction);

async function renderForm(locale: 'it' | 'en' = 'it') {
  await renderWithProviders(
    <>
      <ContactForm />
      <Toaster />
    </>,
    { locale },
  );
  return userEvent.setup();
}

async function fill(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByLabelText(/^Nome/), 'Anna Verdi');
  await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
  await user.type(screen.getByLabelText(/^Telefono/), '+39 333 1234567');
  await user.selectOptions(screen.getByLabelText(/^Argomento/), 'Tour di gruppo');
  await user.type(screen.getByLabelText(/^Messaggio/), 'Siamo in dodici.');
}

describe('ContactForm', () => {
  it('offers the six subjects of the spec, none chosen at first', async () => {
    await renderForm();
    const options = screen.getAllByRole('option').map((option) => option.textContent);
    expect(options).toEqual([
      'Seleziona un argomento',
      'Prenotazione tour',
      'Noleggio e-bike',
      'Informazioni generali',
      'Tour di gruppo',
      'Tour personalizzato',
      'Altro',
    ]);
  });

  it('lets the browser require name, e-mail and message only', async () => {
    await renderForm();
    expect(screen.getByLabelText(/^Nome/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toBeRequired();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText(/^Messaggio/)).toBeRequired();
    expect(screen.getByLabelText(/^Telefono/)).not.toBeRequired();
    expect(screen.getByLabelText(/^Argomento/)).not.toBeRequired();
  });

  it('sends the message with the language, shows the submitting state, then clears the form', async () => {
    let answer: (value: { success: boolean }) => void = () => undefined;
    send.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const user = await renderForm('en');
    await user.type(screen.getByLabelText(/^Name/), 'Anna Verdi');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example.com');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));

    expect(send).toHaveBeenCalledWith(
      'sendContactEmail',
      {
        name: 'Anna Verdi',
        email: 'anna@example.com',
        phone: '',
        subject: '',
        message: 'Hello',
        locale: 'en',
      },
      expect.anything(),
    );
    const busy = screen.getByRole('button', { name: 'Sending...' });
    expect(busy).toBeDisabled();

    answer({ success: true });
    expect(await screen.findByText('Message sent!')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Name/)).toHaveValue('');
    expect(screen.getByLabelText(/^Message/)).toHaveValue('');
    expect(screen.getByRole('button', { name: 'Send message' })).toBeEnabled();
  });

  it('keeps the values and shows the failure toast when the call fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValue(new CallableError('down', 'INTERNAL', 'unavailable'));
    const user = await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Invio non riuscito')).toBeInTheDocument();
    expect(
      screen.getByText('Non è stato possibile inviare il messaggio. Riprova più tardi.'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome/)).toHaveValue('Anna Verdi');
    expect(screen.getByLabelText(/^Argomento/)).toHaveValue('group');
    expect(screen.getByLabelText(/^Messaggio/)).toHaveValue('Siamo in dodici.');
    expect(console.error).toHaveBeenCalled();
  });

  it('counts an answer without the success flag as a failure', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockResolvedValue({ success: false });
    const user = await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(await screen.findByText('Invio non riuscito')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('anna@example.com');
  });

  it('explains a rate limit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValue(new CallableError('slow down', 'RATE_LIMITED', 'resource-exhausted'));
    const user = await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));
    await waitFor(() =>
      expect(
        screen.getByText('Hai inviato troppi messaggi in poco tempo. Riprova tra qualche minuto.'),
      ).toBeInTheDocument(),
    );
  });

  it('refuses on the field what the server would refuse: blank name and message, a domain without a dot', async () => {
    const user = await renderForm();
    await user.type(screen.getByLabelText(/^Nome/), '   ');
    await user.type(screen.getByLabelText(/^Email/), 'anna@localhost');
    await user.type(screen.getByLabelText(/^Messaggio/), '  ');
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    expect(send).not.toHaveBeenCalled();
    const name = screen.getByLabelText(/^Nome/);
    expect(name).toHaveFocus();
    expect(name).toBeInvalid();
    expect(name).toHaveAccessibleDescription('Scrivi il tuo nome.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Inserisci un indirizzo email valido, per esempio nome@esempio.it.',
    );
    expect(screen.getByLabelText(/^Messaggio/)).toHaveAccessibleDescription(
      'Scrivi il tuo messaggio.',
    );
    expect(screen.getByLabelText(/^Telefono/)).not.toBeInvalid();

    // Fixing a field clears its mark.
    await user.type(screen.getByLabelText(/^Nome/), 'Anna');
    expect(screen.getByLabelText(/^Nome/)).not.toBeInvalid();
  });

  it('says the same in English', async () => {
    const user = await renderForm('en');
    await user.type(screen.getByLabelText(/^Name/), ' ');
    await user.type(screen.getByLabelText(/^Email/), 'anna@example');
    await user.type(screen.getByLabelText(/^Message/), 'Hello');
    await user.click(screen.getByRole('button', { name: 'Send message' }));
    expect(screen.getByLabelText(/^Name/)).toHaveAccessibleDescription('Write your name.');
    expect(screen.getByLabelText(/^Email/)).toHaveAccessibleDescription(
      'Enter a valid email address, for example name@example.com.',
    );
    expect(send).not.toHaveBeenCalled();
  });

  it.each([
    [
      'it',
      /^Nome/,
      'Invia messaggio',
      "Il testo contiene caratteri invisibili o di controllo che non possiamo accettare (capita copiando da un'altra pagina o app): cancellalo e scrivilo di nuovo.",
    ],
    [
      'en',
      /^Name/,
      'Send message',
      'The text contains invisible or control characters we cannot accept (this happens when copying from another page or app): delete it and type it again.',
    ],
  ] as const)(
    'says on the field (%s) that a name holds a right-to-left override, and sends nothing',
    async (locale, nameLabel, send_, message) => {
      const user = await renderForm(locale);
      await user.type(screen.getByLabelText(nameLabel), 'Giulia\u202EBianchi');
      await user.type(screen.getByLabelText(/^Email/), 'giulia@example.com');
      await user.type(screen.getByLabelText(/^(Messaggio|Message)/), 'Ciao');
      await user.click(screen.getByRole('button', { name: send_ }));

      const name = screen.getByLabelText(nameLabel);
      expect(name).toBeInvalid();
      expect(name).toHaveFocus();
      expect(name).toHaveAccessibleDescription(message);
      expect(screen.getByLabelText(/^Email/)).not.toBeInvalid();
      expect(send).not.toHaveBeenCalled();
    },
  );

  it('marks a field the server refused', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    send.mockRejectedValue(
      new CallableError('bad', 'INVALID_INPUT', 'invalid-argument', { fields: ['phone'] }),
    );
    const user = await renderForm();
    await fill(user);
    await user.click(screen.getByRole('button', { name: 'Invia messaggio' }));

    const phone = await screen.findByRole('textbox', { name: 'Telefono' });
    await waitFor(() => expect(phone).toBeInvalid());
    expect(phone).toHaveFocus();
    expect(phone).toHaveAccessibleDescription(
      'Controlla il numero di telefono: una sola riga, al massimo 40 caratteri.',
    );
    expect(await screen.findByText('Controlla i campi evidenziati.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Messaggio/)).toHaveValue('Siamo in dodici.');
  });
});
