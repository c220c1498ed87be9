import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { WAIVER } from '@/content/waiver';
import type { GetWaiverResponse } from '@/domain/api/waiver';
import { formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { callFunction } from '@/lib/firebase/call-function';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { answerCalls } from '@/test/call-function-double';
import { WaiverPage } from './waiver-page';

const TOKEN = `AbCdEfGh1234.1.${'s'.repeat(43)}`;
const SIGNED_AT = '2026-11-30T17:45:00.000Z';

const MISSING: GetWaiverResponse = {
  activity: 'tour',
  tourId: 'pojega',
  tourName: 'Pojega Tour',
  selectedDate: '2026-12-05',
  participantIndex: 1,
  participantName: 'Luca Bianchi',
  currentVersion: WAIVER.version,
  state: 'missing',
};

const SIGNED: GetWaiverResponse = {
  ...MISSING,
  state: 'signed',
  signed: { signerName: 'Luca Bianchi', signedAt: SIGNED_AT, textVersion: WAIVER.version },
};

/** The server as the page sees it: each callable's answers in turn (an Error is thrown). */
function backend(answers: Record<string, (GetWaiverResponse | Error)[]>) {
  return answerCalls((name) => {
    const queue = answers[name]!;
    const answer = queue.length > 1 ? queue.shift()! : queue[0]!;
    if (answer instanceof Error) throw answer;
    return answer;
  });
}

const render = (locale: Locale = 'it') =>
  renderWithProviders(<WaiverPage token={TOKEN} />, { locale });

async function signAsAdult() {
  const user = userEvent.setup();
  await user.type(await screen.findByLabelText(/^Data di nascita/), '1990-04-12');
  await user.type(screen.getByLabelText(/^Luogo della firma/), 'Verona');
  await user.click(screen.getByRole('checkbox', { name: /^Ho letto questa liberatoria/ }));
  await user.click(screen.getByRole('checkbox', { name: /^Approvo specificamente/ }));
  await user.click(screen.getByRole('button', { name: 'Firma la liberatoria' }));
}

describe('/liberatoria, a participant’s own signing page', () => {
  it('names the tour, its day and the participant, signs by the link’s token and then shows only the signature', async () => {
    const calls = backend({ getWaiver: [MISSING], signWaiver: [SIGNED] });
    await render();
    expect(await screen.findByText('Pojega Tour')).toBeInTheDocument();
    expect(screen.getByText('sabato 5 dicembre 2026')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Nome e cognome \(vale come firma\)/)).toHaveValue(
      'Luca Bianchi',
    );

    await signAsAdult();
    expect(
      await screen.findByText(
        `Liberatoria firmata da Luca Bianchi il ${formatMoment(SIGNED_AT, 'it')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['getWaiver', 'signWaiver']);
    expect(calls[0]!.data).toEqual({ token: TOKEN });
    expect(calls[1]!.data).toEqual({
      token: TOKEN,
      signature: expect.objectContaining({
        signerName: 'Luca Bianchi',
        textVersion: WAIVER.version,
        language: 'it',
      }),
    });
  });

  it.each([
    { locale: 'it' as const, rental: 'Noleggio', tour: 'Tour' },
    { locale: 'en' as const, rental: 'Rental', tour: 'Tour' },
  ])("names a rental rider's waiver by the rented bike ($locale)", async (words) => {
    const { tourId: _tour, ...rest } = MISSING;
    backend({ getWaiver: [{ ...rest, activity: 'rental', tourName: 'Focus Jarifa' }] });
    await render(words.locale);
    const model = await screen.findByText('Focus Jarifa');
    expect(model.previousElementSibling).toHaveTextContent(words.rental);
    expect(screen.queryByText(words.tour, { selector: 'dt' })).not.toBeInTheDocument();
  });

  it('shows a waiver a guardian signed, in English, with nothing to edit', async () => {
    backend({
      getWaiver: [
        {
          ...SIGNED,
          state: 'guardian_signed',
          signed: { ...SIGNED.signed!, guardianName: 'Marco Bianchi' },
        },
      ],
    });
    await render('en');
    expect(
      await screen.findByText(
        `Waiver of Luca Bianchi signed by Marco Bianchi, parent or guardian, on ${formatMoment(SIGNED_AT, 'en')}.`,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent("Participant's waiver");
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });

  it('shows the signature that came first when the waiver was signed meanwhile, keeping nothing editable', async () => {
    const calls = backend({
      getWaiver: [MISSING, SIGNED],
      signWaiver: [
        new CallableError('signed', 'WAIVER_ALREADY_SIGNED', 'failed-precondition', {
          reason: 'WAIVER_ALREADY_SIGNED',
        }),
      ],
    });
    await render();
    await signAsAdult();
    expect(await screen.findByText(/^Liberatoria firmata da Luca Bianchi il/)).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(calls.map((call) => call.name)).toEqual(['getWaiver', 'signWaiver', 'getWaiver']);
  });

  it('marks the field the server refused and keeps the form', async () => {
    backend({
      getWaiver: [MISSING],
      signWaiver: [
        new CallableError('bad', 'INVALID_INPUT', 'invalid-argument', {
          reason: 'INVALID_INPUT',
          fields: ['signature.birthDate'],
        }),
      ],
    });
    await render();
    await signAsAdult();
    const birthDate = screen.getByLabelText(/^Data di nascita/);
    await vi.waitFor(() => expect(birthDate).toHaveAttribute('aria-invalid', 'true'));
    // The focus moves once the field's message is rendered, a frame after the mark.
    await vi.waitFor(() => expect(birthDate).toHaveFocus());
    expect(birthDate).toHaveValue('12/04/1990');
  });

  it('explains a link that is not valid', async () => {
    backend({
      getWaiver: [new CallableError('bad', 'INVALID_LINK', 'permission-denied')],
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Questo link per firmare la liberatoria non è valido',
    );
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });

  it('explains, in English, a link that no longer works', async () => {
    backend({
      getWaiver: [new CallableError('gone', 'LINK_NO_LONGER_VALID', 'permission-denied')],
    });
    await render('en');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This link to sign the waiver no longer works',
    );
  });

  it('asks nothing without a token, and says which link to open', async () => {
    backend({ getWaiver: [MISSING] });
    await renderWithProviders(<WaiverPage token={undefined} />);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Il link è incompleto. Apri il link "Firma la liberatoria"',
    );
    expect(callFunction).not.toHaveBeenCalled();
  });
});
