import { expect, test } from '@playwright/test';
import { clearRateLimits } from './booking-support';
import { expectVisibleFocus, focusIsInside, tabInto, tabTo } from './keyboard-support';

/** A member whose membership runs past any date the calendar offers (fixtures/members.json). */
const MEMBER = 'Emma Schneider';

test.beforeEach(clearRateLimits);

test('a member fills in and submits the booking form with the keyboard alone', async ({ page }) => {
  await page.goto('/tour/emotion-in-villa');
  const card = page.getByRole('form', { name: 'Modulo di prenotazione' });
  await expect(card).toBeVisible();

  const name = card.getByRole('textbox', { name: /^Nome e cognome/ });
  await tabTo(page, name);
  await expectVisibleFocus(name);
  await page.keyboard.type(MEMBER);
  await page.keyboard.press('Tab');
  await expect(card.getByRole('textbox', { name: /^Email/ })).toBeFocused();
  await page.keyboard.type('emma.keyboard@example.com');

  // The calendar: open it, step into the month grid, move with the arrows, choose with Enter.
  const dateToggle = card.getByRole('button', { name: /Data del tour/ });
  await tabTo(page, dateToggle);
  await expectVisibleFocus(dateToggle);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('grid')).toBeVisible();
  await tabInto(page, '[role="grid"]');
  const firstFocused = await page.evaluate(() =>
    document.activeElement?.getAttribute('aria-label'),
  );
  await page.keyboard.press('ArrowRight');
  const chosen = await page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
  expect(chosen).not.toBe(firstFocused);
  await page.keyboard.press('Enter');
  await expect(card.getByRole('grid')).toBeHidden();
  await expect(dateToggle).not.toHaveAccessibleName(/Scegli una data/);

  const participants = card.getByRole('combobox', { name: 'Numero di partecipanti' });
  await tabTo(page, participants);
  await page.keyboard.type('2');
  await expect(participants).toHaveValue('2');
  await page.keyboard.press('Tab');
  await page.keyboard.type(MEMBER);
  await page.keyboard.press('Tab');
  await page.keyboard.type('Marco Rossi');
  await expect(card.getByRole('textbox', { name: /Partecipante 2/ })).toHaveValue('Marco Rossi');

  const isMember = card.getByRole('checkbox', { name: "Sono socio dell'associazione" });
  await tabTo(page, isMember);
  await expectVisibleFocus(isMember);
  await page.keyboard.press('Space');
  await expect(isMember).toBeChecked();
  await page.keyboard.press('Tab');
  await expect(card.getByRole('textbox', { name: 'Nome e cognome del socio' })).toBeFocused();
  await page.keyboard.type(MEMBER);
  await page.keyboard.press('Enter');
  await expect(card.getByText(/Iscrizione verificata/)).toBeVisible();

  // The terms dialog: read to the end with the keyboard, agree, accept; focus comes back.
  const termsButton = card.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' });
  await tabTo(page, termsButton);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Termini e Condizioni di Servizio' });
  await expect(dialog).toBeVisible();
  expect(await focusIsInside(dialog)).toBe(true);
  const text = dialog.getByRole('region', { name: 'Testo dei termini e condizioni' });
  await tabTo(page, text);
  await expectVisibleFocus(text);
  await page.keyboard.press('End');
  const agree = dialog.getByRole('checkbox', { name: 'Ho letto e accetto i termini e condizioni' });
  await expect(agree).toBeEnabled();
  await tabTo(page, agree);
  await page.keyboard.press('Space');
  await expect(agree).toBeChecked();
  await tabTo(page, dialog.getByRole('button', { name: 'Accetta' }));
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(termsButton).toBeFocused();
  await expect(card.getByText('Termini e condizioni accettati')).toBeVisible();

  const medical = card.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ });
  await tabTo(page, medical);
  await page.keyboard.press('Space');
  await expect(medical).toBeChecked();

  const submit = card.getByRole('button', { name: 'Prenota e paga' });
  await tabTo(page, submit);
  await expectVisibleFocus(submit);
  await page.keyboard.press('Enter');
  await page.waitForURL(/127\.0\.0\.1:12111\/checkout\//);
});
