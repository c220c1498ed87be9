import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it } from 'vitest';
import type { DeskRental, StaffRentalDay } from '@/domain/api/staff-rental-desk';
import { todayInRome } from '@/domain/calendar';
import { formatMoment } from '@/domain/format';
import { CallableError } from '@/lib/firebase/callable-error';
import { answerCalls } from '@/test/call-function-double';
import { goOffline, goOnline } from '@/test/browser-offline';
import { renderStaffView } from '@/test/render-staff-view';
import { WaiverFormSlot } from '@/features/staff/waiver-form-slot';
import { SigningFormStandIn } from '@/test/waiver-form-stand-in';
import { RentalsView } from './rentals-view';

const today = todayInRome(new Date());

const rental: DeskRental = {
  rentalId: 'Jarifa01rentalA',
  modelName: 'Focus Jarifa',
  formula: 'half_day',
  slot: 'morning',
  startDate: today,
  endDate: today,
  startsAt: `${today}T08:00:00.000Z`,
  endsAt: `${today}T12:00:00.000Z`,
  customerName: 'Giulia Bianchi',
  bikes: [
    { size: 'M', riderName: 'Giulia Bianchi' },
    { size: 'M', riderName: 'Marco Bianchi' },
  ],
  addOns: [{ name: 'Seggiolino', quantity: 1 }],
  status: 'paid',
  waivers: [
    { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed' },
    { participantIndex: 1, name: 'Marco Bianchi', state: 'guardian_signed' },
  ],
  late: false,
};

function desk(day: () => StaffRentalDay, cancel?: (data: unknown) => unknown) {
  return answerCalls((name, data) => {
    if (name === 'staffRentalDay') return day();
    if (name === 'staffCancelRental' && cancel) return cancel(data);
    if (name === 'staffCollectWaivers') {
      const { waivers } = data as { waivers: { rentalId: string; participantIndex: number }[] };
      return {
        results: waivers.map(({ rentalId, participantIndex }) => ({
          rentalId,
          participantIndex,
          outcome: 'signed',
        })),
      };
    }
    if (name === 'staffRentalDesk') {
      const { actions } = data as { actions: { rentalId: string; kind: string }[] };
      return {
        results: actions.map(({ rentalId, kind }) => ({ rentalId, kind, outcome: 'recorded' })),
      };
    }
    throw new Error(`unexpected ${name}`);
  });
}

const render = (isManager = false) =>
  renderStaffView(
    () => (
      <WaiverFormSlot value={SigningFormStandIn}>
        <RentalsView uid="guide-1" isManager={isManager} />
        <Toaster />
      </WaiverFormSlot>
    ),
    '/staff?vista=noleggi',
  );

describe('Noleggi, the rental desk', () => {
  it('says why the day cannot be read: a session ended asks to sign in again, not for a connection', async () => {
    answerCalls(() => {
      throw new CallableError('expired', 'UNAUTHENTICATED', 'unauthenticated');
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "La sessione è scaduta o l'accesso allo staff è stato revocato. Accedi di nuovo.",
    );
  });

  it('offline, with the day never opened on this device, asks for a connection', async () => {
    goOffline();
    answerCalls(() => {
      throw new CallableError('no answer', 'INTERNAL', 'internal');
    });
    await render();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Elenco dei noleggi non disponibile: riprova quando c'è connessione.",
    );
  });

  it('records a pick-up made offline with its frame numbers, and sends it once back online', async () => {
    let picked: DeskRental = rental;
    const calls = desk(() => ({
      date: today,
      asOf: new Date().toISOString(),
      pickUps: [picked],
      returns: [picked],
    }));
    const user = userEvent.setup();
    await render();
    expect(await screen.findByText('Ritiri da fare (1)')).toBeInTheDocument();

    goOffline();
    await user.type(screen.getByRole('textbox', { name: 'Codice biglietto' }), 'jarifa01');
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    const form = await screen.findByRole('form', { name: 'Consegna delle bici JARIFA01' });
    await user.click(within(form).getByRole('button', { name: 'Consegna le bici' }));
    expect(within(form).getAllByText('Scrivi il numero di telaio (lettere e cifre).')).toHaveLength(
      2,
    );
    await user.type(within(form).getByRole('textbox', { name: /Telaio bici 1/ }), 'wja-1001');
    await user.type(within(form).getByRole('textbox', { name: /Telaio bici 2/ }), 'WJA-1001');
    await user.click(within(form).getByRole('button', { name: 'Consegna le bici' }));
    expect(
      within(form).getByText("Questo telaio è già scritto per un'altra bici."),
    ).toBeInTheDocument();
    await user.clear(within(form).getByRole('textbox', { name: /Telaio bici 2/ }));
    await user.type(within(form).getByRole('textbox', { name: /Telaio bici 2/ }), 'WJA-1002');
    await user.click(within(form).getByRole('button', { name: 'Consegna le bici' }));

    // Offline: kept on the phone, the rental moves out of the pick-ups at once.
    expect(await screen.findByText('Ritiri da fare (0)')).toBeInTheDocument();
    expect(screen.getByText(/1 tra ritiri e riconsegne da inviare/)).toBeInTheDocument();
    expect(calls.filter((call) => call.name === 'staffRentalDesk')).toHaveLength(0);

    picked = {
      ...rental,
      pickedUpAt: new Date().toISOString(),
      frameNumbers: ['WJA-1001', 'WJA-1002'],
    };
    goOnline();
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffRentalDesk')).toHaveLength(1),
    );
    const sent = calls.find((call) => call.name === 'staffRentalDesk')?.data as {
      actions: { kind: string; frameNumbers: string[] }[];
    };
    expect(sent.actions).toEqual([
      expect.objectContaining({
        kind: 'pick_up',
        rentalId: rental.rentalId,
        frameNumbers: ['WJA-1001', 'WJA-1002'],
      }),
    ]);
    await waitFor(() => expect(screen.queryByText(/da inviare: partono/)).not.toBeInTheDocument());
    expect(await screen.findByText('Telai: WJA-1001, WJA-1002')).toBeInTheDocument();
  });

  it('opens the day saved on this phone and says why: the server not answering, or no connection', async () => {
    const asOf = '2026-06-12T07:45:00.000Z';
    desk(() => ({ date: today, asOf, pickUps: [rental], returns: [] }));
    const first = await render();
    expect(await screen.findByText('Ritiri da fare (1)')).toBeInTheDocument();
    expect(screen.queryByText(/salvato su questo telefono/)).toBeNull();
    first.unmount();

    answerCalls(() => {
      throw new CallableError('no answer', 'INTERNAL', 'internal');
    });
    const online = await render();
    expect(
      await screen.findByText(
        `Impossibile aggiornare adesso: elenco salvato su questo telefono alle ${formatMoment(asOf, 'it')}.`,
      ),
    ).toHaveAttribute('role', 'status');
    expect(screen.getByText('Ritiri da fare (1)')).toBeInTheDocument();
    online.unmount();

    goOffline();
    await render();
    expect(
      await screen.findByText(
        `Senza connessione: elenco salvato su questo telefono alle ${formatMoment(asOf, 'it')}.`,
      ),
    ).toHaveAttribute('role', 'status');
  });

  it('lets a manager, not a guide, call a rental off for the weather, after a confirmation', async () => {
    let pickUps = [rental];
    const calls = desk(
      () => ({ date: today, asOf: new Date().toISOString(), pickUps, returns: [] }),
      () => {
        pickUps = [];
        return {
          status: 'cancelled',
          refund: { percent: 100, amountCents: 7500, state: 'succeeded' },
        };
      },
    );
    const user = userEvent.setup();
    const guide = await render();
    expect(await screen.findByText('Ritiri da fare (1)')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Annulla per maltempo/ })).toBeNull();
    guide.unmount();

    await render(true);
    await user.click(await screen.findByRole('button', { name: /Annulla per maltempo/ }));
    const dialog = screen.getByRole('alertdialog', {
      name: 'Annullare il noleggio JARIFA01 per maltempo?',
    });
    expect(dialog).toHaveAccessibleDescription(/rimborsato al 100%/);
    expect(within(dialog).getByRole('button', { name: 'Non annullare' })).toHaveFocus();
    await user.click(within(dialog).getByRole('button', { name: 'Annulla il noleggio' }));
    expect(
      await screen.findByText('Noleggio JARIFA01 annullato: rimborso di 75,00 € a Giulia Bianchi.'),
    ).toBeInTheDocument();
    expect(await screen.findByText('Ritiri da fare (0)')).toBeInTheDocument();
    expect(
      calls.filter((call) => call.name === 'staffCancelRental').map((call) => call.data),
    ).toEqual([{ rentalId: rental.rentalId }]);
  });

  it('says why a rental could not be called off, and keeps it on the list', async () => {
    desk(
      () => ({ date: today, asOf: new Date().toISOString(), pickUps: [rental], returns: [] }),
      () => {
        throw new CallableError('gone', 'NOT_CANCELLABLE', 'failed-precondition', {
          reason: 'NOT_CANCELLABLE',
        });
      },
    );
    const user = userEvent.setup();
    await render(true);
    await user.click(await screen.findByRole('button', { name: /Annulla per maltempo/ }));
    await user.click(screen.getByRole('button', { name: 'Annulla il noleggio' }));
    expect(
      await screen.findByText(/Questo noleggio non si può più annullare: le bici sono già uscite/),
    ).toBeInTheDocument();
    expect(screen.getByText('Ritiri da fare (1)')).toBeInTheDocument();
  });

  it("records the return with its note, and it leaves the day's list", async () => {
    const out = { ...rental, pickedUpAt: `${today}T08:05:00.000Z`, frameNumbers: ['F1', 'F2'] };
    let current: DeskRental = out;
    const calls = desk(() => ({
      date: today,
      asOf: new Date().toISOString(),
      pickUps: [current],
      returns: [current],
    }));
    const user = userEvent.setup();
    await render();
    expect(await screen.findByText('Riconsegne attese (1)')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Riconsegna' }));
    const form = screen.getByRole('form', { name: 'Riconsegna delle bici JARIFA01' });
    await user.type(
      within(form).getByRole('textbox', { name: /Stato delle bici/ }),
      'Fango sul telaio',
    );
    current = { ...out, returnedAt: new Date().toISOString(), returnNote: 'Fango sul telaio' };
    await user.click(within(form).getByRole('button', { name: 'Registra la riconsegna' }));
    expect(await screen.findByText('Riconsegne attese (0)')).toBeInTheDocument();
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffRentalDesk')).toHaveLength(1),
    );
    expect(calls.find((call) => call.name === 'staffRentalDesk')?.data).toEqual({
      actions: [
        expect.objectContaining({
          kind: 'return',
          rentalId: rental.rentalId,
          note: 'Fango sul telaio',
        }),
      ],
    });
    expect(await screen.findByText(/Fango sul telaio/)).toBeInTheDocument();
  });
  it('opens the return from the ticket of a rental handed out this morning and due back today', async () => {
    // A half day goes out and comes back the same day: the day lists it twice, as two objects
    // once the answer is parsed, and its ticket must open the return, not say it is out.
    const out = { ...rental, pickedUpAt: `${today}T08:05:00.000Z`, frameNumbers: ['F1', 'F2'] };
    desk(() => ({
      date: today,
      asOf: new Date().toISOString(),
      pickUps: [{ ...out }],
      returns: [{ ...out }],
    }));
    const user = userEvent.setup();
    await render();
    expect(await screen.findByText('Riconsegne attese (1)')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Codice biglietto' }), 'JARIFA01');
    await user.click(screen.getByRole('button', { name: 'Apri' }));
    expect(
      await screen.findByRole('form', { name: 'Riconsegna delle bici JARIFA01' }),
    ).toBeInTheDocument();
  });

  it("shows each rider's waiver, refuses the hand-over while one is missing, and collects it offline first", async () => {
    const unsigned: DeskRental = {
      ...rental,
      rentalId: 'Jarifa02rentalB',
      waivers: [
        { participantIndex: 0, name: 'Giulia Bianchi', state: 'signed' },
        { participantIndex: 1, name: 'Marco Bianchi', state: 'missing' },
      ],
    };
    const calls = desk(() => ({
      date: today,
      asOf: new Date().toISOString(),
      waiverVersion: '2026-1',
      pickUps: [unsigned],
      returns: [],
    }));
    const user = userEvent.setup();
    await render();
    const card = (await screen.findByText(/JARIFA02/)).closest('li')!;
    const rider = (name: string) =>
      within(card).getByText(name, { selector: 'span' }).closest('li')!;
    expect(rider('Giulia Bianchi')).toHaveTextContent('firmata');
    expect(rider('Marco Bianchi')).toHaveTextContent('mancante');

    goOffline();
    await user.click(within(card).getByRole('button', { name: 'Consegna' }));
    const form = screen.getByRole('form', { name: 'Consegna delle bici JARIFA02' });
    await user.type(within(form).getByRole('textbox', { name: /Telaio bici 1/ }), 'WJA-2001');
    await user.type(within(form).getByRole('textbox', { name: /Telaio bici 2/ }), 'WJA-2002');
    await user.click(within(form).getByRole('button', { name: 'Consegna le bici' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(
      'Bici non consegnate: manca la liberatoria di Marco Bianchi.',
    );
    expect(screen.getByText('Ritiri da fare (1)')).toBeInTheDocument();

    await user.click(within(card).getByRole('button', { name: 'Firma qui: Marco Bianchi' }));
    const dialog = screen.getByRole('dialog', { name: 'Liberatoria di Marco Bianchi' });
    await user.click(within(dialog).getByRole('button', { name: 'Firma e salva' }));
    await waitFor(() => expect(rider('Marco Bianchi')).toHaveTextContent('firmata'));
    expect(rider('Marco Bianchi')).toHaveTextContent('da inviare');
    expect(within(form).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(form).getByRole('button', { name: 'Consegna le bici' }));
    expect(await screen.findByText('Ritiri da fare (0)')).toBeInTheDocument();
    expect(calls.filter((call) => call.name !== 'staffRentalDay')).toEqual([]);

    // Back online: the signature reaches the server before the hand-over it allowed.
    goOnline();
    await waitFor(() =>
      expect(calls.filter((call) => call.name === 'staffRentalDesk')).toHaveLength(1),
    );
    const sent = calls.filter((call) => call.name !== 'staffRentalDay');
    expect(sent.map((call) => call.name)).toEqual(['staffCollectWaivers', 'staffRentalDesk']);
    expect(sent[0]?.data).toEqual({
      waivers: [
        expect.objectContaining({
          rentalId: 'Jarifa02rentalB',
          participantIndex: 1,
          signature: expect.objectContaining({ signerName: 'Marco Bianchi' }),
        }),
      ],
    });
  });
});
