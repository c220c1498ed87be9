import type { Locator } from '@playwright/test';

/**
 * Fills the signing form for an adult: the participant's page, the roster's and the rental desk's
 * dialog share it. The name is already in place (the booker's name for this participant).
 */
export async function signAsAdult(scope: Locator, birthDate: string) {
  await scope.getByLabel('Data di nascita').fill(birthDate);
  await scope.getByRole('textbox', { name: 'Luogo della firma' }).fill('Negrar di Valpolicella');
  const approvals = scope.getByRole('checkbox');
  await approvals.nth(0).check();
  await approvals.nth(1).check();
}
