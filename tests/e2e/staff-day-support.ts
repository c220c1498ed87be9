import { expect, type Page } from '@playwright/test';
import { formatLongDate } from '@/domain/format';

/**
 * Waits until "Giornata" has settled on `date`: its roster answered, and it and the ticket key
 * saved on the device ("Pronto per lavorare offline"). Until then both grow above the weather
 * section, and a click computed before they did lands beside the button meant. (The page itself
 * stays "salvataggio in corso" here: the specs block the service worker.)
 */
export async function staffDaySettled(page: Page, date: string): Promise<void> {
  const offline = page.getByRole('region', { name: 'Pronto per lavorare offline' });
  await expect(offline).toContainText(
    `Elenco di ${formatLongDate(date, 'it')}: salvato su questo telefono`,
  );
  await expect(offline).toContainText(
    'Chiave per verificare i biglietti: salvata su questo telefono',
  );
  await expect(page.getByText(/^Elenco aggiornato il/)).toBeVisible();
}
