import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StaffRoster } from '@/domain/api/staff';
import { formatLongDate, formatMoment } from '@/domain/format';
import { renderWithProviders } from '@/test/render-with-providers';
import { OfflineReadyChecks } from './offline-ready-checks';
import { savedRosterChecks } from './saved-roster-checks';
import type { OfflineReadiness } from './use-offline-readiness';

const DATE = '2026-12-05';
const SAVED: StaffRoster = {
  date: DATE,
  asOf: '2026-12-04T17:30:00.000Z',
  // A raw Ed25519 public key: 32 bytes, 43 base64url characters.
  ticketPublicKey: 'A'.repeat(43),
  bookings: [],
};

function checksOf(panel: HTMLElement) {
  return within(panel)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
}

describe('staff: ready to work offline', () => {
  it('says the phone is ready when the page, the day and the key are kept', async () => {
    const readiness: OfflineReadiness = { page: 'kept', ...savedRosterChecks(SAVED) };
    await renderWithProviders(<OfflineReadyChecks date={DATE} readiness={readiness} />);
    const panel = screen.getByRole('region', { name: 'Pronto per lavorare offline' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Pronto: con questo telefono puoi lavorare senza connessione.',
    );
    expect(checksOf(panel)).toEqual([
      "Pagina dell'area staff: salvata su questo telefono.",
      `Elenco di ${formatLongDate(DATE, 'it')}: salvato su questo telefono, aggiornato il ${formatMoment(SAVED.asOf, 'it')}.`,
      'Chiave per verificare i biglietti: salvata su questo telefono.',
    ]);
  });

  it('names what is missing and what to do while still online', async () => {
    const readiness: OfflineReadiness = { page: 'missing', ...savedRosterChecks(null) };
    await renderWithProviders(<OfflineReadyChecks date={DATE} readiness={readiness} />);
    const panel = screen.getByRole('region', { name: 'Pronto per lavorare offline' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Non ancora pronto: prima di partire, fai quanto indicato qui sotto.',
    );
    expect(checksOf(panel)).toEqual([
      "Pagina dell'area staff: non salvata.Apri l'area staff con la connessione.",
      `Elenco di ${formatLongDate(DATE, 'it')}: non salvato.Apri la data con la connessione.`,
      'Chiave per verificare i biglietti: mancante.Apri la data con la connessione.',
    ]);
  });

  it('counts a saved roster whose key could not check a ticket as not ready', async () => {
    const checks = savedRosterChecks({ ...SAVED, ticketPublicKey: '' });
    expect(checks).toMatchObject({ roster: 'ok', ticketKey: 'missing' });
    await renderWithProviders(
      <OfflineReadyChecks date={DATE} readiness={{ page: 'kept', ...checks }} />,
    );
    expect(screen.getByRole('status')).toHaveTextContent(/^Non ancora pronto/);
  });

  it('waits, without a verdict, while the worker is still saving the site', async () => {
    const readiness: OfflineReadiness = { page: 'preparing', ...savedRosterChecks(SAVED) };
    await renderWithProviders(<OfflineReadyChecks date={DATE} readiness={readiness} />);
    expect(screen.getByRole('status')).toHaveTextContent(
      'Verifica in corso: resta connesso ancora qualche istante.',
    );
    expect(screen.getAllByRole('listitem')[0]).toHaveTextContent(
      "Pagina dell'area staff: salvataggio in corso.Resta connesso ancora qualche istante.",
    );
  });

  it('speaks English', async () => {
    const readiness: OfflineReadiness = { page: 'unsupported', ...savedRosterChecks(SAVED) };
    await renderWithProviders(<OfflineReadyChecks date={DATE} readiness={readiness} />, {
      locale: 'en',
    });
    const panel = screen.getByRole('region', { name: 'Ready to work offline' });
    expect(within(panel).getByRole('status')).toHaveTextContent(
      'Not ready yet: before you leave, do what is listed below.',
    );
    expect(checksOf(panel)[0]).toBe(
      'Staff area page: this browser cannot save it.Use an up-to-date Chrome, Safari or Firefox, not in private browsing.',
    );
    expect(checksOf(panel)[1]).toBe(
      `Roster of ${formatLongDate(DATE, 'en')}: saved on this phone, as of ${formatMoment(SAVED.asOf, 'en')}.`,
    );
  });
});
