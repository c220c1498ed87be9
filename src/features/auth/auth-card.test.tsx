import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Toaster } from 'sonner';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import type { AuthActions, Credentials } from './api/auth-actions';
import { AuthCard } from './auth-card';

/** An authentication service whose answers the test releases by hand. */
function controllableActions() {
  const pending: { resolve: () => void; reject: (error: unknown) => void }[] = [];
  const wait = () =>
    new Promise<void>((resolve, reject) => {
      pending.push({ resolve, reject });
    });
  const actions = {
    signIn: vi.fn<(credentials: Credentials) => Promise<void>>(wait),
    signUp: vi.fn<AuthActions['signUp']>(wait),
    sendPasswordReset: vi.fn<AuthActions['sendPasswordReset']>(wait),
  } satisfies AuthActions;
  const next = () => {
    const call = pending.shift();
    if (!call) throw new Error('No call is waiting for an answer');
    return call;
  };
  return { actions, next };
}

async function renderCard(locale: 'it' | 'en' = 'it') {
  const service = controllableActions();
  await renderWithProviders(
    <>
      <AuthCard actions={service.actions} />
      <Toaster />
    </>,
    { locale },
  );
  return service;
}

const panel = () => screen.getByRole('tabpanel');
const emailField = () => within(panel()).getByRole('textbox', { name: /mail/i });
const passwordField = () => within(panel()).getByLabelText(/^Password/);

describe('AuthCard', () => {
  it('shows the card title and two accessible tabs with one tab stop', async () => {
    await renderCard();
    expect(screen.getByRole('heading', { name: 'Accedi al tuo Account' })).toBeInTheDocument();
    const signIn = screen.getByRole('tab', { name: 'Accedi' });
    const signUp = screen.getByRole('tab', { name: 'Registrati' });
    expect(signIn).toHaveAttribute('aria-selected', 'true');
    expect(signIn).toHaveAttribute('tabindex', '0');
    expect(signUp).toHaveAttribute('aria-selected', 'false');
    expect(signUp).toHaveAttribute('tabindex', '-1');
    expect(panel()).toHaveAccessibleName('Accedi');

    const user = userEvent.setup();
    await user.click(signIn);
    await user.keyboard('{ArrowRight}');
    expect(signUp).toHaveFocus();
    expect(signUp).toHaveAttribute('aria-selected', 'true');
    expect(panel()).toHaveAccessibleName('Registrati');
    await user.keyboard('{Home}');
    expect(signIn).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(signUp).toHaveFocus();
  });

  it('relies on native validation: required e-mail and password, minimum 6 on sign-up', async () => {
    const service = await renderCard();
    expect(emailField()).toHaveAttribute('type', 'email');
    expect(emailField()).toBeRequired();
    expect(passwordField()).toBeRequired();
    expect(passwordField()).not.toHaveAttribute('minlength');

    const user = userEvent.setup();
    await user.click(within(panel()).getByRole('button', { name: 'Accedi' }));
    expect(service.actions.signIn).not.toHaveBeenCalled();
    await user.type(emailField(), 'not-an-email');
    await user.type(passwordField(), 'segreta1');
    await user.click(within(panel()).getByRole('button', { name: 'Accedi' }));
    expect(service.actions.signIn).not.toHaveBeenCalled();

    await user.click(screen.getByRole('tab', { name: 'Registrati' }));
    expect(passwordField()).toBeRequired();
    // The browser enforces the attribute; the e2e test checks that it does.
    expect(passwordField()).toHaveAttribute('minlength', '6');
  });

  it('signs in: disabled "Accesso in corso..." while waiting, then "Bentornato!"', async () => {
    const service = await renderCard();
    const user = userEvent.setup();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'segreta1');
    await user.click(within(panel()).getByRole('button', { name: 'Accedi' }));

    expect(service.actions.signIn).toHaveBeenCalledWith({
      email: 'anna@example.com',
      password: 'segreta1',
    });
    const busy = within(panel()).getByRole('button', { name: 'Accesso in corso...' });
    expect(busy).toBeDisabled();

    service.next().resolve();
    expect(await screen.findByText('Bentornato!')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Accedi' })).toBeEnabled();
  });

  it('signs up with the e-mail kept from the other tab: "Registrazione in corso..." then the toast', async () => {
    const service = await renderCard('en');
    const user = userEvent.setup();
    await user.type(emailField(), 'new@example.com');
    await user.click(screen.getByRole('tab', { name: 'Sign up' }));
    expect(emailField()).toHaveValue('new@example.com');
    await user.type(passwordField(), 'abcdef');
    await user.click(within(panel()).getByRole('button', { name: 'Sign up' }));

    expect(service.actions.signUp).toHaveBeenCalledWith(
      { email: 'new@example.com', password: 'abcdef' },
      'en',
    );
    expect(within(panel()).getByRole('button', { name: 'Signing up...' })).toBeDisabled();
    service.next().resolve();
    expect(
      await screen.findByText('Account created! Please check your email to verify your account.'),
    ).toBeInTheDocument();
  });

  it('translates a known Firebase code and shows the service message otherwise', async () => {
    const service = await renderCard();
    const user = userEvent.setup();
    await user.type(emailField(), 'anna@example.com');
    await user.type(passwordField(), 'sbagliata');
    const submit = () => user.click(within(panel()).getByRole('button', { name: 'Accedi' }));

    await submit();
    service.next().reject({ code: 'auth/wrong-password', message: 'Firebase: Error.' });
    expect(await screen.findByText('E-mail o password non corretti.')).toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Accedi' })).toBeEnabled();

    await submit();
    service.next().reject({ code: 'auth/internal-error', message: 'Auth session missing!' });
    expect(await screen.findByText('Auth session missing!')).toBeInTheDocument();
  });

  it('sends the reset e-mail to the typed address, and only to a valid one', async () => {
    const service = await renderCard('en');
    const user = userEvent.setup();
    const forgot = () => within(panel()).getByRole('button', { name: 'Forgot your password?' });

    await user.click(forgot());
    expect(service.actions.sendPasswordReset).not.toHaveBeenCalled();
    expect(emailField()).toHaveFocus();

    await user.type(emailField(), 'anna@example.com');
    await user.click(forgot());
    expect(service.actions.sendPasswordReset).toHaveBeenCalledWith('anna@example.com', 'en');
    service.next().resolve();
    expect(
      await screen.findByText(
        'If an account exists for this e-mail, we have sent you a link to reset your password.',
      ),
    ).toBeInTheDocument();
  });
});
