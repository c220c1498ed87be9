import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { activateLocale, i18n } from '@/i18n/i18n';
import { CallableError } from '@/lib/firebase/callable-error';
import type { ErrorReason } from '@/domain/api/errors';
import { checkoutErrorNotice } from './checkout-error-message';

function describeError(error: unknown) {
  const notice = checkoutErrorNotice(error);
  const description = i18n._(notice.description);
  return { title: i18n._(notice.title), description, refresh: notice.refreshAvailability };
}

const failed = (reason: ErrorReason, message = 'Refused [400]', code = 'failed-precondition') =>
  new CallableError(message, reason, code);

describe('checkoutErrorNotice', () => {
  beforeAll(() => activateLocale('it'));
  afterEach(() => vi.unstubAllGlobals());

  it('maps the catalogue reasons to their messages under the booking-error title', () => {
    expect(describeError(failed('INVALID_DATE'))).toEqual({
      title: 'Errore di prenotazione',
      description: 'La data selezionata non è valida per questo tour',
      // The schedule may have changed since the page asked for it: ask again.
      refresh: true,
    });
    expect(describeError(failed('BOOKING_CLOSED'))).toEqual({
      title: 'Errore di prenotazione',
      description: 'La prenotazione online di questo tour è sospesa. Contattaci per prenotare.',
      refresh: true,
    });
    expect(describeError(failed('MISSING_FIELDS')).description).toBe(
      'Alcuni campi obbligatori non sono stati compilati',
    );
    expect(describeError(failed('INVALID_INPUT')).description).toBe(
      'Alcuni campi obbligatori non sono stati compilati',
    );
  });

  it('refreshes the seats after a capacity failure', () => {
    expect(describeError(failed('CAPACITY_EXCEEDED'))).toMatchObject({
      description: 'Non ci sono abbastanza posti disponibili per questa data',
      refresh: true,
    });
  });

  it('words a reason outside the catalogue by its reason, never with the server’s text', () => {
    const error = new CallableError('Stagione chiusa [400]', 'NOT_FOUND', 'not-found');
    expect(describeError(error).description).toBe('Prenotazione non trovata.');
    const bare = new CallableError('CAPACITY_EXCEEDED: 2 left [400]', 'INTERNAL', 'aborted');
    expect(describeError(bare).description).toBe(
      'Si è verificato un errore durante la prenotazione',
    );
  });

  it('uses the generic text when there is no message to show', () => {
    expect(describeError(new CallableError('INTERNAL [500]', 'INTERNAL', 'internal'))).toEqual({
      title: 'Errore di prenotazione',
      description: 'Si è verificato un errore durante la prenotazione',
      refresh: false,
    });
    expect(describeError(new Error('boom')).description).toBe(
      'Si è verificato un errore durante la prenotazione',
    );
  });

  it('reports a missing checkout url', () => {
    const error = new CallableError('Unexpected answer', 'INTERNAL', 'invalid-response');
    expect(describeError(error).description).toBe('URL di checkout non ricevuta');
  });

  it('maps membership, rate and payment-provider reasons', () => {
    // Never the spec's old promise to go ahead: the booking is refused, so say what to do.
    expect(describeError(failed('MEMBER_NOT_FOUND')).description).toBe(
      'Nessun socio registrato con questo nome. Controlla di averlo scritto come nella tua iscrizione; se non sei ancora socio, iscriviti dalla pagina Modulistica oppure contattaci.',
    );
    expect(checkoutErrorNotice(failed('MEMBER_NOT_FOUND')).pointsToFormsPage).toBe(true);
    expect(describeError(failed('MEMBERSHIP_LAPSED')).description).toContain('rinnovala');
    expect(checkoutErrorNotice(failed('MEMBERSHIP_LAPSED')).pointsToFormsPage).toBe(true);
    expect(describeError(failed('RATE_LIMITED')).description).toContain('Troppe richieste');
    expect(describeError(failed('PAYMENT_PROVIDER_UNAVAILABLE')).description).toContain(
      'pagamento',
    );
  });

  it('tells an offline visitor that a connection is needed', () => {
    const unreachable = new CallableError('internal [0]', 'INTERNAL', 'internal');
    expect(describeError(unreachable).title).toBe('Nessuna connessione');
    vi.stubGlobal('navigator', { onLine: false });
    expect(describeError(failed('INVALID_DATE')).title).toBe('Nessuna connessione');
  });
});
