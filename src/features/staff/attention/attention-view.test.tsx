import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AttentionItem, StaffAttention } from '@/domain/api/staff-attention';
import { formatMoment } from '@/domain/format';
import type { Locale } from '@/domain/locale';
import { goOffline } from '@/test/browser-offline';
import { answerCalls } from '@/test/call-function-double';
import { renderStaffView } from '@/test/render-staff-view';
import { AttentionView } from './attention-view';

const AS_OF = '2026-11-23T09:00:00.000Z';
const BOOKING = {
  bookingId: 'b1',
  reference: 'AB12CD',
  tourId: 'emotion-in-villa',
  tourName: 'E-Motion in Villa',
  selectedDate: '2026-11-28',
  customerName: 'Giulia Bianchi',
  participants: 2,
  status: 'cancelled',
} as const;

const FAILED_REFUND: AttentionItem = {
  id: 'booking:b1',
  kind: 'booking',
  at: '2026-11-23T08:00:00.000Z',
  booking: BOOKING,
  reasons: ['refund_failed'],
  refund: { amountCents: 12_000, status: 'failed', attempts: 1, lastError: 'card_declined' },
  actions: ['retry_refund', 'open_booking', 'resolve'],
};
const GIVEN_UP_MAIL: AttentionItem = {
  id: 'mail:contact-1',
  kind: 'mail_abandoned',
  at: '2026-11-22T08:00:00.000Z',
  mail: { mailId: 'contact-1', subject: 'Grazie per averci scritto', attempts: 20 },
  actions: ['resend_mail', 'resolve'],
};

const page = (items: AttentionItem[]): StaffAttention => ({ asOf: AS_OF, items });

async function renderView(answer: (name: string, data: unknown) => unknown, locale: Locale = 'it') {
  answerCalls(answer);
  return renderStaffView(
    () => <AttentionView uid="manager-1" isManager />,
    '/staff?vista=da-controllare',
    { locale },
  );
}

/**
 * The view over a list that is `before` until "Risolto" is sent for `itemId`, then `after`.
 * Answers what each "Risolto" sent.
 */
async function renderResolving(
  itemId: string,
  before: AttentionItem[],
  after: AttentionItem[],
  locale: Locale = 'it',
) {
  let resolved = false;
  const sent: unknown[] = [];
  await renderView((name, data) => {
    if (name === 'staffResolveAttention') {
      sent.push(data);
      resolved = true;
      return { itemId, resolved: true };
    }
    return page(resolved ? after : before);
  }, locale);
  return sent;
}

describe('Da controllare', () => {
  it('says what happened and what to do, and a retried refund leaves the list', async () => {
    let refunded = false;
    let release: () => void = () => undefined;
    const calls: { name: string; data: unknown }[] = [];
    await renderView((name, data) => {
      calls.push({ name, data });
      if (name === 'staffRetryRefund') {
        return new Promise((resolve) => {
          release = () => {
            refunded = true;
            resolve({ outcome: 'succeeded' });
          };
        });
      }
      return page(refunded ? [GIVEN_UP_MAIL] : [FAILED_REFUND, GIVEN_UP_MAIL]);
    });
    const list = await screen.findByRole('list', { name: 'Segnalazioni da controllare' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    const row = screen.getByRole('article', {
      name: 'E-Motion in Villa, sabato 28 novembre 2026 · Giulia Bianchi · AB12CD',
    });
    expect(row).toHaveTextContent("Stripe non è riuscito a fare il rimborso dell'annullamento.");
    expect(row).toHaveTextContent('Riprova il rimborso; se non riesce ancora');
    expect(row).toHaveTextContent('Ultimo errore: card_declined');
    expect(screen.getByRole('status')).toHaveTextContent(
      `Elenco aggiornato il ${formatMoment(AS_OF, 'it')}.`,
    );
    expect(within(row).getByRole('link', { name: 'Apri la prenotazione AB12CD' })).toHaveAttribute(
      'href',
      '/staff?vista=cerca&q=AB12CD',
    );

    const retry = within(row).getByRole('button', { name: /Riprova il rimborso/ });
    await userEvent.setup().click(retry);
    const busy = within(row).getByRole('button', { name: /Rimborso in corso/ });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    expect(within(row).getByRole('button', { name: /Risolto/ })).toBeDisabled();
    release();
    await waitFor(() => expect(screen.queryByRole('article', { name: /AB12CD/ })).toBeNull());
    expect(calls.filter((call) => call.name === 'staffRetryRefund')).toEqual([
      { name: 'staffRetryRefund', data: { bookingId: 'b1' } },
    ]);
  });

  it('sends "Risolto" with the reasons the manager saw', async () => {
    const sent = await renderResolving('booking:b1', [FAILED_REFUND], []);
    const row = await screen.findByRole('article', { name: /AB12CD/ });
    await userEvent.setup().click(within(row).getByRole('button', { name: /Risolto/ }));
    expect(await screen.findByText('Niente da controllare.')).toBeInTheDocument();
    expect(sent).toEqual([{ itemId: 'booking:b1', reasons: ['refund_failed'] }]);
  });

  it('opens offline on the last copy, read-only, with its time', async () => {
    const first = await renderView(() => page([FAILED_REFUND]));
    await screen.findByRole('article', { name: /AB12CD/ });
    first.unmount();
    goOffline();
    await renderView(() => {
      throw new Error('Failed to fetch');
    });
    const offline = await screen.findByRole('article', { name: /AB12CD/ });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Senza connessione: elenco salvato su questo dispositivo, aggiornato il ${formatMoment(AS_OF, 'it')}.`,
    );
    expect(
      screen.getByText(
        'Senza connessione le azioni non sono disponibili: tornano appena sei online.',
      ),
    ).toBeVisible();
    expect(within(offline).getByRole('button', { name: /Riprova il rimborso/ })).toBeDisabled();
    expect(within(offline).getByRole('button', { name: /Risolto/ })).toBeDisabled();
  });

  it('online, when the server does not answer, shows the last copy without blaming the connection', async () => {
    const first = await renderView(() => page([FAILED_REFUND]));
    await screen.findByRole('article', { name: /AB12CD/ });
    first.unmount();
    await renderView(() => {
      throw new Error('internal');
    });
    const saved = await screen.findByRole('article', { name: /AB12CD/ });
    expect(screen.getByRole('status')).toHaveTextContent(
      `Impossibile aggiornare adesso: elenco salvato su questo dispositivo, aggiornato il ${formatMoment(AS_OF, 'it')}.`,
    );
    expect(screen.getByText("Le azioni tornano appena l'elenco si aggiorna.")).toBeVisible();
    expect(within(saved).getByRole('button', { name: /Riprova il rimborso/ })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Aggiorna' })).toBeEnabled();
  });

  it('says so when there is nothing to check, in English too', async () => {
    const italian = await renderView(() => page([]));
    expect(await screen.findByText('Niente da controllare.')).toBeInTheDocument();
    italian.unmount();
    await renderView(() => page([]), 'en');
    expect(await screen.findByText('Nothing to check.')).toBeInTheDocument();
  });
});

const SIGNATURE_PROBLEM: AttentionItem = {
  id: 'system:webhook_signature_failed_2026-11-23T07',
  kind: 'system_problem',
  at: '2026-11-23T07:40:00.000Z',
  problem: {
    problemId: 'webhook_signature_failed_2026-11-23T07',
    kind: 'webhook_signature_failed',
    count: 3,
    firstAt: '2026-11-23T07:05:00.000Z',
    lastAt: '2026-11-23T07:40:00.000Z',
    details: ['Stripe-Signature did not match'],
  },
  actions: ['resolve'],
};

describe('Problemi di sistema', () => {
  it('says what happened, how often, when and what to do; "Risolto" takes it away', async () => {
    const before = [SIGNATURE_PROBLEM, FAILED_REFUND];
    const sent = await renderResolving(SIGNATURE_PROBLEM.id, before, [FAILED_REFUND]);
    const section = await screen.findByRole('region', { name: 'Problemi di sistema' });
    const row = within(section).getByRole('article', { name: /firma non era valida/ });
    expect(row).toHaveTextContent(
      `Successo 3 volte: la prima il ${formatMoment('2026-11-23T07:05:00.000Z', 'it')}, l'ultima il ${formatMoment('2026-11-23T07:40:00.000Z', 'it')}.`,
    );
    expect(row).toHaveTextContent('Cosa fare: Controlla che il segreto del webhook');
    expect(row).toHaveTextContent('Dettagli: Stripe-Signature did not match');
    // The other rows stay in their own list.
    const list = screen.getByRole('list', { name: 'Segnalazioni da controllare' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(1);

    await userEvent.setup().click(within(row).getByRole('button', { name: /Risolto/ }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Problemi di sistema' })).toBeNull(),
    );
    expect(sent).toEqual([{ itemId: SIGNATURE_PROBLEM.id, reasons: [] }]);
    expect(screen.getByRole('article', { name: /AB12CD/ })).toBeInTheDocument();
  });

  it('reads in English, and a guide sees no "Risolto"', async () => {
    await renderView(
      () =>
        page([
          {
            ...SIGNATURE_PROBLEM,
            problem: { ...SIGNATURE_PROBLEM.problem, count: 1 },
            actions: [],
          },
        ]),
      'en',
    );
    const section = await screen.findByRole('region', { name: 'System problems' });
    const row = within(section).getByRole('article', { name: /signature was not valid/ });
    expect(row).toHaveTextContent(
      `Happened once, on ${formatMoment('2026-11-23T07:05:00.000Z', 'en')}.`,
    );
    expect(row).toHaveTextContent('What to do: Check that the webhook secret');
    expect(within(row).queryByRole('button')).toBeNull();
  });
});

describe('Da controllare: late rentals', () => {
  const LATE_RETURN: AttentionItem = {
    id: 'rental:r1',
    kind: 'rental_late',
    at: '2026-11-28T12:40:00.000Z',
    rental: {
      rentalId: 'r1',
      modelName: 'Focus Jarifa',
      customerName: 'Giulia Bianchi',
      endDate: '2026-11-28',
      bikes: 2,
      endsAt: '2026-11-28T12:00:00.000Z',
      returnedAt: '2026-11-28T12:40:00.000Z',
    },
    nextBracket: { formula: 'full_day', days: 1, extraCents: 3000 },
    actions: ['open_rental'],
  };
  const STILL_OUT: AttentionItem = {
    id: 'rental:r2',
    kind: 'rental_late',
    at: '2026-11-27T17:00:00.000Z',
    rental: {
      rentalId: 'r2',
      modelName: 'KTM Macina',
      customerName: 'Marco Rossi',
      endDate: '2026-11-27',
      bikes: 1,
      endsAt: '2026-11-27T17:00:00.000Z',
    },
    nextBracket: { formula: 'full_day', days: 2, extraCents: 5000 },
    actions: ['open_rental'],
  };

  it('shows the late return with its next bracket and links to its day in "Noleggi"', async () => {
    await renderView(() => page([LATE_RETURN, STILL_OUT]));
    const late = await screen.findByRole('article', {
      name: 'Noleggio Focus Jarifa × 2, sabato 28 novembre 2026 · Giulia Bianchi',
    });
    expect(late).toHaveTextContent(
      `Le bici sono state riconsegnate il ${formatMoment('2026-11-28T12:40:00.000Z', 'it')}, dopo l'orario concordato (${formatMoment('2026-11-28T12:00:00.000Z', 'it')}).`,
    );
    expect(late).toHaveTextContent('Fascia di prezzo successiva: giornata intera, +30,00 €');
    expect(
      within(late).getByRole('link', { name: /^Apri il noleggio in «Noleggi»/ }),
    ).toHaveAttribute('href', '/staff?vista=noleggi&data=2026-11-28');

    const out = screen.getByRole('article', {
      name: 'Noleggio KTM Macina × 1, venerdì 27 novembre 2026 · Marco Rossi',
    });
    expect(out).toHaveTextContent('Le bici non risultano riconsegnate');
    expect(out).toHaveTextContent('Fascia di prezzo successiva: 2 giorni, +50,00 €');
  });

  it('says it in English', async () => {
    await renderView(() => page([LATE_RETURN]), 'en');
    const late = await screen.findByRole('article', {
      name: 'Rental Focus Jarifa × 2, Saturday, 28 November 2026 · Giulia Bianchi',
    });
    expect(late).toHaveTextContent('Next price bracket: full day, +€30.00');
    expect(late).toHaveTextContent('returned late');
  });
  const RENTAL_REFUND: AttentionItem = {
    id: 'rental-refund:r3',
    kind: 'rental_refund_failed',
    at: '2026-11-23T08:30:00.000Z',
    rental: {
      rentalId: 'r3',
      reference: 'RT34EF56',
      modelName: 'Focus Jarifa',
      customerName: 'Giulia Bianchi',
      startDate: '2026-11-28',
    },
    refund: { amountCents: 7000, status: 'failed', attempts: 1, lastError: 'refund_declined' },
    actions: ['retry_refund', 'resolve'],
  };

  it("asks Stripe again for a rental's failed refund, naming the rental", async () => {
    const calls: { name: string; data: unknown }[] = [];
    let refunded = false;
    await renderView((name, data) => {
      calls.push({ name, data });
      if (name === 'staffRetryRefund') {
        refunded = true;
        return { outcome: 'succeeded' };
      }
      return page(refunded ? [] : [RENTAL_REFUND]);
    });
    const row = await screen.findByRole('article', { name: /RT34EF56/ });
    expect(row).toHaveTextContent('Riprova il rimborso; se non riesce ancora');
    await userEvent.setup().click(within(row).getByRole('button', { name: /Riprova il rimborso/ }));
    expect(await screen.findByText('Niente da controllare.')).toBeInTheDocument();
    expect(calls.filter((call) => call.name === 'staffRetryRefund')).toEqual([
      { name: 'staffRetryRefund', data: { rentalId: 'r3' } },
    ]);
  });

  it.each([
    {
      locale: 'it' as const,
      subject: 'Noleggio Focus Jarifa, sabato 28 novembre 2026 · Giulia Bianchi · RT34EF56',
      happened: 'Il noleggio è stato annullato ma Stripe non ha fatto il rimborso.',
      amount: 'Rimborso: 70,00 €',
      resolve: /Risolto/,
      empty: 'Niente da controllare.',
    },
    {
      locale: 'en' as const,
      subject: 'Rental Focus Jarifa, Saturday, 28 November 2026 · Giulia Bianchi · RT34EF56',
      happened: 'The rental was cancelled but Stripe did not make the refund.',
      amount: 'Refund: €70.00',
      resolve: /Resolved/,
      empty: 'Nothing to check.',
    },
  ])(
    'lists a rental\'s failed refund with its amount and error; "Risolto" takes it away ($locale)',
    async (words) => {
      const sent = await renderResolving('rental-refund:r3', [RENTAL_REFUND], [], words.locale);
      const row = await screen.findByRole('article', { name: words.subject });
      expect(row).toHaveTextContent(words.happened);
      expect(row).toHaveTextContent(words.amount);
      expect(row).toHaveTextContent('refund_declined');
      await userEvent.setup().click(within(row).getByRole('button', { name: words.resolve }));
      expect(await screen.findByText(words.empty)).toBeInTheDocument();
      expect(sent).toEqual([{ itemId: 'rental-refund:r3', reasons: [] }]);
    },
  );
});

describe('Da controllare: rentals with riders still to sign', () => {
  const RIDERS_TO_SIGN: AttentionItem = {
    id: 'rental-waiver:r4:2026-11-28',
    kind: 'rental_waiver_missing',
    at: '2026-11-20T10:00:00.000Z',
    rental: {
      rentalId: 'r4',
      reference: 'RT78GH90',
      modelName: 'Focus Jarifa',
      customerName: 'Giulia Bianchi',
      startDate: '2026-11-28',
    },
    missing: ['Luca Bianchi', 'Anna Verdi'],
    actions: ['open_rental'],
  };

  it.each([
    {
      locale: 'it' as const,
      subject: 'Noleggio Focus Jarifa, sabato 28 novembre 2026 · Giulia Bianchi · RT78GH90',
      happened:
        'Domani, sabato 28 novembre 2026: non hanno ancora firmato la liberatoria Luca Bianchi, Anna Verdi.',
      todo: 'Ricorda al cliente di far firmare i ciclisti con i link ricevuti',
      open: /^Apri il noleggio in «Noleggi»/,
    },
    {
      locale: 'en' as const,
      subject: 'Rental Focus Jarifa, Saturday, 28 November 2026 · Giulia Bianchi · RT78GH90',
      happened:
        'Tomorrow, Saturday, 28 November 2026: these participants have not signed the waiver yet: Luca Bianchi, Anna Verdi.',
      todo: 'Remind the customer to have the riders sign with the links they received',
      open: /^Open the rental in/,
    },
  ])('names the riders and links to the pick-up day in "Noleggi" ($locale)', async (words) => {
    await renderView(() => page([RIDERS_TO_SIGN]), words.locale);
    const row = await screen.findByRole('article', { name: words.subject });
    expect(row).toHaveTextContent(words.happened);
    expect(row).toHaveTextContent(words.todo);
    expect(within(row).getByRole('link', { name: words.open })).toHaveAttribute(
      'href',
      '/staff?vista=noleggi&data=2026-11-28',
    );
    expect(within(row).queryByRole('button')).toBeNull();
  });
});
