import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WAIVER } from '@/content/waiver';
import type { WaiverSignatureFields } from '@/domain/api/waiver';
import type { Locale } from '@/domain/locale';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { WaiverSignForm } from './waiver-sign-form';

const TOUR_DATE = '2026-12-05';

async function renderForm({
  locale = 'it',
  onSign = vi.fn<(fields: WaiverSignatureFields) => Promise<void>>().mockResolvedValue(),
  textVersion = WAIVER.version,
}: {
  locale?: Locale;
  onSign?: (fields: WaiverSignatureFields) => Promise<void>;
  textVersion?: string;
} = {}) {
  await renderWithProviders(
    <WaiverSignForm
      participantName="Anna Verdi"
      tourDate={TOUR_DATE}
      textVersion={textVersion}
      submitLabel={locale === 'it' ? 'Firma la liberatoria' : 'Sign the waiver'}
      onSign={onSign}
    />,
    { locale },
  );
  return { user: userEvent.setup(), onSign };
}

type User = ReturnType<typeof userEvent.setup>;

const signerName = () => screen.getByLabelText(/^Nome e cognome \(vale come firma\)/);
const birthDate = () => screen.getByLabelText(/^Data di nascita/);
const place = () => screen.getByLabelText(/^Luogo della firma/);
const guardianName = () => screen.getByLabelText(/^Nome e cognome del genitore o tutore/);
const relationship = () => screen.getByLabelText(/^Chi firma è/);
const guardianSignature = () =>
  screen.getByLabelText(/^Firma del genitore o tutore \(nome e cognome\)/);
const sign = (user: User) =>
  user.click(screen.getByRole('button', { name: 'Firma la liberatoria' }));

/** Birth date, place and both approvals: everything an adult adds to the prefilled name. */
async function fillAdult(user: User, born = '1990-04-12') {
  await user.type(birthDate(), born);
  await user.type(place(), 'Verona');
  await user.click(screen.getByRole('checkbox', { name: /^Ho letto questa liberatoria/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Approvo specificamente/ }));
}

const errorOf = (field: HTMLElement) => {
  const ids = field.getAttribute('aria-describedby')?.split(' ') ?? [];
  return ids.map((id) => document.getElementById(id)?.textContent).join(' ');
};

describe('WaiverSignForm', () => {
  it('shows the whole text, and the name typed as signature starts as the booker gave it', async () => {
    await renderForm();
    expect(screen.getByRole('heading', { level: 2, name: WAIVER.title.it })).toBeInTheDocument();
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(WAIVER.clauses.length);
    expect(screen.getByText(WAIVER.contact.it)).toBeInTheDocument();
    expect(signerName()).toHaveValue('Anna Verdi');
    // A minor is known from the birth date only.
    expect(screen.queryByLabelText(/^Nome e cognome del genitore/)).not.toBeInTheDocument();
  });

  it('refuses empty fields on the fields themselves, sends nothing and takes focus to the first', async () => {
    const { user, onSign } = await renderForm();
    await user.clear(signerName());
    await sign(user);

    expect(signerName()).toHaveAttribute('aria-invalid', 'true');
    expect(signerName()).toHaveFocus();
    expect(errorOf(signerName())).toContain('Scrivi nome e cognome del partecipante.');
    expect(errorOf(birthDate())).toContain('Inserisci la data di nascita del partecipante.');
    expect(errorOf(place())).toContain('Scrivi il luogo in cui firmi');
    const general = screen.getByRole('checkbox', { name: /^Ho letto/ });
    const specific = screen.getByRole('checkbox', { name: /^Approvo specificamente/ });
    expect(errorOf(general)).toContain('conferma di aver letto e accettato');
    expect(errorOf(specific)).toContain('approva specificamente le clausole 2, 3, 4 e 5');
    expect(onSign).not.toHaveBeenCalled();
  });

  it('asks for the guardian as soon as the birth date makes a minor on the tour’s day, and requires them', async () => {
    const { user, onSign } = await renderForm();
    // Eighteen on the tour's very day: an adult.
    await fillAdult(user, '2008-12-05');
    expect(screen.queryByLabelText(/^Nome e cognome del genitore/)).not.toBeInTheDocument();

    await user.clear(birthDate());
    await user.type(birthDate(), '2008-12-06');
    expect(screen.getByRole('group', { name: 'Genitore o tutore' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Il partecipante è minorenne');

    await sign(user);
    expect(guardianName()).toHaveFocus();
    expect(errorOf(guardianName())).toContain('Scrivi nome e cognome del genitore o tutore.');
    expect(errorOf(relationship())).toContain('genitore o il tutore legale');
    expect(errorOf(guardianSignature())).toContain('Il genitore o tutore firma scrivendo qui');
    expect(birthDate()).not.toHaveAttribute('aria-invalid');
    expect(onSign).not.toHaveBeenCalled();
  });

  it('refuses a guardian’s signature that is not the guardian’s name, on that field', async () => {
    const { user, onSign } = await renderForm();
    await fillAdult(user, '2014-03-01');
    await user.type(guardianName(), 'Marco Verdi');
    await user.selectOptions(relationship(), 'Genitore');
    await user.type(guardianSignature(), 'Anna Verdi');
    await sign(user);

    expect(guardianSignature()).toHaveFocus();
    expect(errorOf(guardianSignature())).toContain(
      'La firma deve essere il nome e cognome del genitore o tutore, scritto come sopra.',
    );
    expect(guardianName()).not.toHaveAttribute('aria-invalid');
    expect(onSign).not.toHaveBeenCalled();

    // The same name, however its letters are cased and spaced, is the signature.
    await user.clear(guardianSignature());
    await user.type(guardianSignature(), '  marco   VERDI ');
    await sign(user);
    expect(onSign).toHaveBeenCalledWith(
      expect.objectContaining({
        birthDate: '2014-03-01',
        guardianName: 'Marco Verdi',
        guardianRelationship: 'parent',
        guardianSignature: '  marco   VERDI ',
      }),
    );
  });

  it('sends an adult’s signature with both approvals, the version shown and the language', async () => {
    const { user, onSign } = await renderForm();
    await fillAdult(user);
    await sign(user);
    expect(onSign).toHaveBeenCalledTimes(1);
    expect(onSign).toHaveBeenCalledWith({
      signerName: 'Anna Verdi',
      birthDate: '1990-04-12',
      place: 'Verona',
      approveWaiver: true,
      approveSpecificClauses: true,
      guardianName: '',
      guardianRelationship: '',
      guardianSignature: '',
      textVersion: WAIVER.version,
      language: 'it',
    });
  });

  it('writes the birth date as the page does (28/11/2026), not in the browser’s format', async () => {
    const { user, onSign } = await renderForm();
    // A native date input would show the browser's '04/12/1990' on an Italian page.
    expect(birthDate()).not.toHaveAttribute('type', 'date');
    await fillAdult(user, '12/04/1990');
    await user.tab();
    expect(birthDate()).toHaveValue('12/04/1990');
    await sign(user);
    expect(onSign).toHaveBeenCalledWith(expect.objectContaining({ birthDate: '1990-04-12' }));
  });

  it('leaves out a guardian typed before the birth date was corrected to an adult’s', async () => {
    const { user, onSign } = await renderForm();
    await fillAdult(user, '2014-03-01');
    await user.type(guardianName(), 'Marco Verdi');
    await user.clear(birthDate());
    await user.type(birthDate(), '1990-04-12');
    await sign(user);
    expect(onSign).toHaveBeenCalledWith(
      expect.objectContaining({ birthDate: '1990-04-12', guardianName: '' }),
    );
  });

  it('disables the button while sending, and marks the fields a refusal names, keeping what was typed', async () => {
    let refuse: (error: unknown) => void = () => undefined;
    const onSign = vi.fn(() => new Promise<void>((_resolve, reject) => (refuse = reject)));
    const { user } = await renderForm({ onSign });
    await fillAdult(user);
    await sign(user);
    const busy = screen.getByRole('button', { name: 'Invio della firma…' });
    expect(busy).toBeDisabled();

    refuse(
      new CallableError('invalid', 'INVALID_INPUT', 'invalid-argument', {
        reason: 'INVALID_INPUT',
        fields: ['signature.place'],
      }),
    );
    expect(await screen.findByText(/^Scrivi il luogo in cui firmi/)).toBeInTheDocument();
    expect(place()).toHaveAttribute('aria-invalid', 'true');
    expect(place()).toHaveFocus();
    expect(place()).toHaveValue('Verona');
    expect(birthDate()).toHaveValue('12/04/1990');
    expect(screen.getByRole('button', { name: 'Firma la liberatoria' })).toBeEnabled();
  });

  it('speaks English when the page does', async () => {
    const { user, onSign } = await renderForm({ locale: 'en' });
    expect(screen.getByRole('heading', { level: 2, name: WAIVER.title.en })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Full name \(counts as your signature\)/)).toHaveValue(
      'Anna Verdi',
    );
    expect(screen.getByLabelText(/^Date of birth/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Place of signature/)).toBeInTheDocument();
    expect(
      screen.getByRole('checkbox', { name: new RegExp(`^${WAIVER.generalApproval.en}`) }),
    ).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Date of birth/), '2015-01-01');
    expect(screen.getByRole('group', { name: 'Parent or guardian' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^Signer is/)).toHaveDisplayValue('Choose…');
    await user.click(screen.getByRole('button', { name: 'Sign the waiver' }));
    expect(screen.getAllByText('Write the full name of the parent or guardian.')).toHaveLength(1);
    expect(onSign).not.toHaveBeenCalled();
  });

  it('offers no signature when the text it carries is not the version in force', async () => {
    const { onSign } = await renderForm({ textVersion: '2099-01-01' });
    expect(screen.getByRole('alert')).toHaveTextContent('Ricarica la pagina');
    expect(screen.queryByRole('button', { name: 'Firma la liberatoria' })).not.toBeInTheDocument();
    expect(onSign).not.toHaveBeenCalled();
  });
});
