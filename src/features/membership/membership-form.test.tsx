import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { MembershipForm, type MembershipFormProps } from './membership-form';
import { callFunction } from '@/lib/firebase/call-function';

const submit = vi.mocked(callFunction);

type User = ReturnType<typeof userEvent.setup>;

async function renderForm(props: MembershipFormProps = {}, locale: 'it' | 'en' = 'it') {
  await renderWithProviders(
    <>
      <MembershipForm {...props} />
      <Toaster />
    </>,
    { locale },
  );
  return userEvent.setup();
}

const field = (label: string) => screen.getByLabelText(new RegExp(`^${label}( \\*)?$`));
const send = (user: User) => user.click(screen.getByRole('button', { name: 'Invia domanda' }));

/** Puts a whole value in at once: typing a dozen fields key by key is slow on a busy machine. */
async function put(user: User, label: string, value: string) {
  await user.click(field(label));
  await user.paste(value);
}

const IT_LABELS = [
  'Nome e cognome',
  'Email',
  'Telefono',
  'Luogo di nascita',
  'Data di nascita',
  'Indirizzo',
  'Città',
  'CAP',
];
const EN_LABELS = [
  'Full name',
  'Email',
  'Phone',
  'Place of birth',
  'Date of birth',
  'Address',
  'City',
  'Postal code',
];
const MARIO = { fullName: 'Mario Rossi', email: 'mario@example.com', phone: '+39 333 7654321' };

/** Name, e-mail, phone, birth and address (all but tax code and province), by labels in either language. */
async function fillPerson(user: User, labels: string[], person = MARIO) {
  const values = [person.fullName, person.email, person.phone];
  values.push('Roma', '1985-12-10', 'Via Roma 1', 'Verona', '37121');
  for (const [index, label] of labels.entries()) await put(user, label, values[index] ?? '');
}

async function fillRequired(user: User, taxCode = 'rssmra85t10a562s') {
  await fillPerson(user, IT_LABELS);
  await put(user, 'Codice fiscale', taxCode);
  await put(user, 'Provincia', 'vr');
}

describe('MembershipForm', () => {
  it('marks the fields the spec marks as required', async () => {
    await renderForm();
    for (const label of [
      'Nome e cognome',
      'Email',
      'Telefono',
      'Codice fiscale',
      'Luogo di nascita',
      'Data di nascita',
      'Indirizzo',
      'Città',
      'CAP',
      'Provincia',
      'Paese di residenza',
    ]) {
      expect(field(label)).toHaveAttribute('aria-required', 'true');
    }
    expect(field('Paese di residenza')).toHaveValue('IT');
    expect(field('Note')).not.toHaveAttribute('aria-required');
    expect(field('Numero del documento')).not.toHaveAttribute('aria-required');
  });

  it('blocks an empty application with the spec message and focuses the first field to fill', async () => {
    const user = await renderForm();
    await send(user);

    expect(await screen.findByText('Errore')).toBeInTheDocument();
    expect(screen.getByText('Compila tutti i campi obbligatori')).toBeInTheDocument();
    expect(submit).not.toHaveBeenCalled();
    const name = field('Nome e cognome');
    expect(name).toHaveFocus();
    expect(name).toHaveAttribute('aria-invalid', 'true');
    // Each required field says what it needs.
    expect(name).toHaveAccessibleDescription('Inserisci nome e cognome');
    expect(field('Codice fiscale')).toHaveAccessibleDescription(
      /^Inserisci il codice fiscale: è richiesto a chi risiede in Italia/,
    );
    expect(field('Città')).toHaveAccessibleDescription('Inserisci la città di residenza');
    expect(field('CAP')).toHaveAccessibleDescription('Inserisci il CAP');
    // The error first, then how to write the day.
    expect(field('Data di nascita')).toHaveAccessibleDescription(
      /^Inserisci la data di nascita Giorno\/mese\/anno/,
    );
    expect(field('Note')).not.toHaveAttribute('aria-invalid');
  });

  it('reports missing fields before a malformed tax code', async () => {
    const user = await renderForm();
    await user.type(field('Nome e cognome'), 'Mario Rossi');
    await user.type(field('Email'), 'mario@example.com');
    await user.type(field('Codice fiscale'), 'RSSMRA85T10A562T');
    await send(user);

    expect(await screen.findByText('Compila tutti i campi obbligatori')).toBeInTheDocument();
    expect(field('Luogo di nascita')).toHaveFocus();
    expect(field('Telefono')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Codice fiscale')).not.toHaveAttribute('aria-invalid');
  });

  it('lets a resident abroad apply in English with a passport instead of a tax code', async () => {
    submit.mockResolvedValue({ id: 'app-7', provisionalBooking: false });
    const user = await renderForm({}, 'en');
    await user.selectOptions(field('Country of residence'), 'Germany');
    expect(screen.queryByLabelText(/^Province/)).not.toBeInTheDocument();
    expect(field('Tax code')).not.toHaveAttribute('aria-required');
    expect(field('Tax code')).toHaveAccessibleDescription(/Optional if you live outside Italy/);

    await fillPerson(user, EN_LABELS, {
      fullName: 'Anna Schmidt',
      email: 'anna@example.com',
      phone: '+49 30 1234567',
    });
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Please fill in all required fields')).toBeInTheDocument();
    expect(field('Document type')).toHaveFocus();
    expect(field('Document type')).toHaveAccessibleDescription(
      /^Choose the document type: if you live outside Italy/,
    );
    expect(field('Document number')).toHaveAccessibleDescription(
      'Enter the identity document number',
    );

    await user.selectOptions(field('Document type'), 'Passport');
    await put(user, 'Document number', 'C01X00T47');
    await user.click(screen.getByRole('button', { name: 'Send application' }));
    expect(await screen.findByText('Application sent!')).toBeInTheDocument();
    expect(submit.mock.calls[0]?.[0]).toBe('submitMembership');
    expect(submit.mock.calls[0]?.[1]).toMatchObject({
      country: 'DE',
      taxCode: '',
      province: '',
      documentType: 'passport',
      documentNumber: 'C01X00T47',
      locale: 'en',
    });
  });

  it("asks for the minor's and the parent's tax codes in Italy, their documents abroad", async () => {
    const user = await renderForm();
    await user.click(screen.getByRole('radio', { name: 'Socio minorenne' }));
    expect(field('Codice fiscale del minore')).toHaveAttribute('aria-required', 'true');
    expect(field('Codice fiscale del genitore o tutore')).toHaveAttribute('aria-required', 'true');
    expect(screen.queryByLabelText(/^Numero del documento del minore/)).not.toBeInTheDocument();

    await user.selectOptions(field('Paese di residenza'), 'Austria');
    expect(field('Codice fiscale del minore')).not.toHaveAttribute('aria-required');
    expect(field('Tipo di documento del minore')).toHaveAttribute('aria-required', 'true');
    expect(field('Numero del documento del genitore o tutore')).toHaveAttribute(
      'aria-required',
      'true',
    );
  });

  it('explains a tax code whose check character is wrong and focuses it', async () => {
    const user = await renderForm();
    await fillRequired(user, 'RSSMRA85T10A562T');
    await send(user);

    const taxCode = field('Codice fiscale');
    expect(await screen.findByText('Controlla i campi evidenziati')).toBeInTheDocument();
    expect(taxCode).toHaveFocus();
    expect(taxCode).toHaveAccessibleDescription(
      /Il codice fiscale non è valido: il carattere di controllo non corrisponde/,
    );
    expect(submit).not.toHaveBeenCalled();

    await user.clear(taxCode);
    await user.type(taxCode, 'RSSMRA85T10A');
    await send(user);
    expect(
      await screen.findByText('Il codice fiscale deve avere 16 caratteri'),
    ).toBeInTheDocument();
  });

  it('writes tax codes and province in capitals within their lengths', async () => {
    const user = await renderForm();
    await user.type(field('Codice fiscale'), 'rssmra85t10a562sxyz');
    expect(field('Codice fiscale')).toHaveValue('RSSMRA85T10A562S');
    await user.type(field('Provincia'), 'vrx');
    expect(field('Provincia')).toHaveValue('VR');

    await user.click(screen.getByRole('radio', { name: 'Socio minorenne' }));
    await user.type(field('Codice fiscale del minore'), 'mrtmtt25d09f205z9');
    expect(field('Codice fiscale del minore')).toHaveValue('MRTMTT25D09F205Z');
    await user.type(field('Codice fiscale del genitore o tutore'), 'rssmra85t10a562s');
    expect(field('Codice fiscale del genitore o tutore')).toHaveValue('RSSMRA85T10A562S');
  });

  it('shows the minor and parent sections only for a minor membership', async () => {
    const user = await renderForm();
    expect(screen.queryByRole('group', { name: 'Dati del minore' })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Socio ordinario' })).toBeChecked();

    await user.click(screen.getByRole('radio', { name: 'Socio minorenne' }));
    expect(screen.getByRole('group', { name: 'Dati del minore' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Dati del genitore o tutore' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'Firma del genitore o tutore' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'Socio sostenitore' }));
    expect(screen.queryByRole('group', { name: 'Dati del minore' })).not.toBeInTheDocument();
    expect(
      screen.queryByRole('group', { name: 'Firma del genitore o tutore' }),
    ).not.toBeInTheDocument();
  });

  it('sends the checked application, clears the form only on success and reports the id', async () => {
    let answer: (value: { id: string; provisionalBooking: boolean }) => void = () => undefined;
    submit.mockReturnValue(new Promise((resolve) => (answer = resolve)));
    const onSuccess = vi.fn();
    const user = await renderForm({ onSuccess });
    await fillRequired(user);
    await user.click(screen.getByRole('checkbox', { name: /foto e video/ }));
    await send(user);

    expect(submit).toHaveBeenCalledTimes(1);
    expect(submit.mock.calls[0]?.[1]).toMatchObject({
      fullName: 'Mario Rossi',
      taxCode: 'RSSMRA85T10A562S',
      province: 'VR',
      membershipType: 'ordinario',
      photoConsent: true,
      locale: 'it',
    });
    expect(screen.getByRole('button', { name: 'Invio in corso...' })).toBeDisabled();
    expect(field('Nome e cognome')).toHaveValue('Mario Rossi');

    answer({ id: 'app-42', provisionalBooking: false });
    expect(await screen.findByText('Domanda inviata!')).toBeInTheDocument();
    expect(
      screen.getByText(
        'La tua domanda di ammissione è stata inviata con successo. Riceverai una conferma via email.',
      ),
    ).toBeInTheDocument();
    expect(onSuccess).toHaveBeenCalledWith({
      id: 'app-42',
      provisionalBooking: false,
      memberName: 'Mario Rossi',
      applicant: { fullName: 'Mario Rossi', email: 'mario@example.com', phone: '+39 333 7654321' },
    });
    expect(field('Nome e cognome')).toHaveValue('');
    expect(field('Codice fiscale')).toHaveValue('');
    expect(screen.getByRole('checkbox', { name: /foto e video/ })).not.toBeChecked();
  });

  it('keeps every value and shows the spec failure toast when sending fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    submit.mockRejectedValue(new CallableError('down', 'INTERNAL', 'unavailable'));
    const onSuccess = vi.fn();
    const user = await renderForm({ onSuccess, variant: 'compact' }, 'en');
    await fillPerson(user, EN_LABELS, { ...MARIO, phone: '333' });
    await put(user, 'Tax code', 'RSSMRA85T10A562S');
    await put(user, 'Province', 'VR');
    await user.click(screen.getByRole('button', { name: 'Send application' }));

    expect(await screen.findByText('Error sending')).toBeInTheDocument();
    expect(screen.getByText('An error occurred. Please try again later.')).toBeInTheDocument();
    expect(submit.mock.calls[0]?.[1]).toMatchObject({ locale: 'en' });
    expect(field('Full name')).toHaveValue('Mario Rossi');
    expect(field('Tax code')).toHaveValue('RSSMRA85T10A562S');
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('marks the fields the server rejected', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    submit.mockRejectedValue(
      new CallableError('bad', 'INVALID_INPUT', 'invalid-argument', { fields: ['phone'] }),
    );
    const user = await renderForm();
    await fillRequired(user);
    await send(user);

    expect(await screen.findByText("Errore nell'invio")).toBeInTheDocument();
    expect(field('Telefono')).toHaveAttribute('aria-invalid', 'true');
    expect(field('Telefono')).toHaveAccessibleDescription(
      'Il valore non è stato accettato: controllalo',
    );
    expect(field('Telefono')).toHaveFocus();
  });
});
