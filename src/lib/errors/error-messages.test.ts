import type { MessageDescriptor } from '@lingui/core';
import { afterAll, afterEach, describe, expect, it, vi } from 'vitest';
import { ERROR_REASONS, STAFF_ONLY_REASONS, type StaffOnlyReason } from '@/domain/api/errors';
import { activateLocale, i18n } from '@/i18n/i18n';
import { CallableError, toCallableError } from '@/lib/firebase/callable-error';
import {
  ERROR_CONTEXTS,
  errorMessage,
  failureKind,
  messageFor,
  REASON_MESSAGES,
  type ContextMessages,
  type ErrorContext,
  type FailureKind,
} from './error-messages';
import { STAFF_ERROR_CONTEXTS, STAFF_REASON_MESSAGES } from './staff-error-contexts';

/** Every context, the public pages' by name and the staff area's by its table. */
const CONTEXTS: [string, ErrorContext | ContextMessages][] = [
  ...(Object.keys(ERROR_CONTEXTS) as ErrorContext[]).map((name) => [name, name] as const),
  ...Object.entries(STAFF_ERROR_CONTEXTS),
] as [string, ErrorContext | ContextMessages][];
const KINDS: FailureKind[] = [...ERROR_REASONS, 'OFFLINE'];

async function wordsIn(locale: 'it' | 'en', message: MessageDescriptor): Promise<string> {
  await activateLocale(locale);
  return i18n._(message);
}

afterAll(() => activateLocale('it'));
afterEach(() => vi.unstubAllGlobals());

describe('the one mapping of failures to words', () => {
  const isStaffOnly = (reason: string): reason is StaffOnlyReason =>
    (STAFF_ONLY_REASONS as readonly string[]).includes(reason);

  it.each(ERROR_REASONS)('words %s in Italian and in English', async (reason) => {
    const message = isStaffOnly(reason) ? STAFF_REASON_MESSAGES[reason] : REASON_MESSAGES[reason];
    expect(message, `no sentence for ${reason}`).toBeDefined();
    const italian = await wordsIn('it', message);
    const english = await wordsIn('en', message);
    expect(italian.length).toBeGreaterThan(10);
    expect(english.length).toBeGreaterThan(10);
    // An English catalogue without this message would show the Italian source (or the id).
    expect(english).not.toBe(italian);
    expect(english).not.toBe(message.id);
  });

  it.each(CONTEXTS)(
    'words every failure in the %s context in both languages',
    async (_, context) => {
      const messages = new Set(KINDS.map((kind) => messageFor(kind, context)));
      for (const message of messages) {
        const italian = await wordsIn('it', message);
        expect(await wordsIn('en', message), italian).not.toBe(italian);
      }
    },
  );

  it.each(STAFF_ONLY_REASONS)(
    'words %s in every staff context, and leaves it out of the public pages’ table',
    (reason) => {
      expect(Object.keys(REASON_MESSAGES)).not.toContain(reason);
      for (const context of Object.values(STAFF_ERROR_CONTEXTS)) {
        expect(messageFor(reason, context)).not.toBe(REASON_MESSAGES.INTERNAL);
      }
    },
  );

  it('tells a staff-only reason met on a public page as the server’s failure', () => {
    expect(messageFor('MANAGER_ONLY', 'manageBooking')).toBe(
      ERROR_CONTEXTS.manageBooking.own.INTERNAL,
    );
    expect(messageFor('SCHEDULE_CHANGED', 'contact')).toBe(ERROR_CONTEXTS.contact.otherwise);
    expect(messageFor('DATE_IN_PAST', 'waiver')).toBe(ERROR_CONTEXTS.waiver.own.INTERNAL);
    expect(messageFor('SEARCH_TOO_SHORT', { own: {}, otherwise: 'by-reason' })).toBe(
      REASON_MESSAGES.INTERNAL,
    );
  });

  it('keeps the ids the spec names', () => {
    expect(REASON_MESSAGES.MEMBER_NOT_FOUND.id).toBe('memberNotFound');
    expect(messageFor('INTERNAL', 'memberCheck').id).toBe('verificationError');
  });

  it('gives a context its own words, and the reason’s words where it has none', async () => {
    await activateLocale('it');
    const say = (kind: FailureKind, context: ErrorContext | ContextMessages) =>
      i18n._(messageFor(kind, context));
    expect(say('RATE_LIMITED', 'contact')).toBe(
      'Hai inviato troppi messaggi in poco tempo. Riprova tra qualche minuto.',
    );
    expect(say('RATE_LIMITED', 'booking')).toBe(
      'Troppe richieste in poco tempo. Attendi qualche minuto e riprova.',
    );
    // The spec treats any failed membership check as a verification error.
    expect(say('INVALID_INPUT', 'memberCheck')).toBe(
      'Errore durante la verifica. Contattaci per assistenza.',
    );
    expect(say('NOT_CANCELLABLE', 'manageBooking')).toBe(
      'Questa prenotazione non si può più annullare.',
    );
    // Offline, a context without its own sentence says its generic one.
    expect(say('OFFLINE', STAFF_ERROR_CONTEXTS.staff)).toBe(
      'Operazione non riuscita. Controlla la connessione e riprova.',
    );
  });

  it.each(Object.entries(STAFF_ERROR_CONTEXTS))(
    'tells a staff member whose session ended to sign in again, in the %s context',
    async (_, context) => {
      await activateLocale('it');
      expect(i18n._(messageFor('UNAUTHENTICATED', context))).toBe(
        "La sessione è scaduta o l'accesso allo staff è stato revocato. Accedi di nuovo.",
      );
    },
  );

  it('words a roster offline apart from a failure of ours', async () => {
    await activateLocale('it');
    expect(i18n._(messageFor('OFFLINE', STAFF_ERROR_CONTEXTS.roster))).toBe(
      'Elenco non disponibile: serve la connessione la prima volta che apri una data.',
    );
    expect(i18n._(messageFor('INTERNAL', STAFF_ERROR_CONTEXTS.roster))).toBe(
      'Operazione non riuscita. Controlla la connessione e riprova.',
    );
  });
});

describe('the kind of a failed call', () => {
  it('is the reason the server gave, whatever its message says', () => {
    const error = new CallableError('CAPACITY_EXCEEDED: 2 left [400]', 'INTERNAL', 'aborted');
    expect(failureKind(error)).toBe('INTERNAL');
    expect(failureKind(new CallableError('x', 'NOT_CANCELLABLE', 'failed-precondition'))).toBe(
      'NOT_CANCELLABLE',
    );
  });

  it('is read from the code when the callable framework refused the call before the site’s code ran', () => {
    // App Check or an ID token refused: the SDK sends a code and no reason.
    const refused = toCallableError({
      code: 'functions/unauthenticated',
      message: 'Unauthenticated',
    });
    expect(failureKind(refused)).toBe('UNAUTHENTICATED');
    const limited = toCallableError({ code: 'functions/resource-exhausted', message: 'x' });
    expect(failureKind(limited)).toBe('RATE_LIMITED');
    expect(failureKind(toCallableError({ code: 'functions/deadline-exceeded' }))).toBe('INTERNAL');
  });

  it('is OFFLINE when the call got no answer or the device is offline', () => {
    expect(failureKind(new CallableError('internal [0]', 'INTERNAL', 'internal'))).toBe('OFFLINE');
    expect(failureKind(new Error('boom'))).toBe('INTERNAL');
    vi.stubGlobal('navigator', { onLine: false });
    expect(failureKind(new CallableError('x', 'INVALID_DATE', 'failed-precondition'))).toBe(
      'OFFLINE',
    );
  });

  it('gives a message for anything thrown', async () => {
    await activateLocale('it');
    expect(i18n._(errorMessage(new Error('boom'), 'booking'))).toBe(
      'Si è verificato un errore durante la prenotazione',
    );
  });
});
