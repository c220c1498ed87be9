import { fireEvent, screen, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';

/** Opens the date picker and chooses a day by its accessible name (e.g. '28 novembre 2026'). */
export async function pickDate(user: UserEvent, dayName: RegExp) {
  await user.click(screen.getByRole('button', { name: /Data del tour|Tour date/ }));
  await user.click(screen.getByRole('button', { name: dayName }));
}

/** Gives the terms text a size and scrolls it so its bottom is `distance` px away. */
export function scrollTermsTo(distance: number) {
  const text = screen.getByRole('region', { name: /Testo dei termini|Terms text/ });
  Object.defineProperty(text, 'scrollHeight', { configurable: true, value: 2000 });
  Object.defineProperty(text, 'clientHeight', { configurable: true, value: 500 });
  text.scrollTop = 2000 - 500 - distance;
  fireEvent.scroll(text);
}

export async function acceptTerms(user: UserEvent) {
  await user.click(screen.getByRole('button', { name: 'Leggi e accetta i termini e condizioni' }));
  const dialog = await screen.findByRole('dialog');
  scrollTermsTo(0);
  await user.click(within(dialog).getByRole('checkbox'));
  await user.click(within(dialog).getByRole('button', { name: 'Accetta' }));
}

/** Puts a whole value into a field at once (key-by-key typing re-renders the card per key). */
export async function put(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}

export async function verifyMember(user: UserEvent, name: string) {
  await user.click(screen.getByRole('checkbox', { name: "Sono socio dell'associazione" }));
  await put(user, screen.getByRole('textbox', { name: 'Nome e cognome del socio' }), name);
  await user.click(screen.getByRole('button', { name: 'Verifica' }));
}

export function submitButton() {
  return screen.getByRole('button', { name: /Prenota e paga|Elaborazione in corso/ });
}

/** Fills a booking that passes every check: one participant on Saturday 28 November 2026. */
export async function fillReadyForm(user: UserEvent) {
  await put(
    user,
    screen.getByRole('textbox', { name: /^Nome e cognome( \*)?$/ }),
    'Giulia Bianchi',
  );
  await put(user, screen.getByRole('textbox', { name: /^Email( \*)?$/ }), 'giulia@example.org');
  await pickDate(user, /28 novembre 2026/);
  await verifyMember(user, 'Giulia Bianchi');
  await screen.findByText(/Iscrizione verificata/);
  await acceptTerms(user);
  await user.click(screen.getByRole('checkbox', { name: /Dichiaro che ogni partecipante/ }));
}
