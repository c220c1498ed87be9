import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CallableError } from '@/lib/firebase/callable-error';
import { renderWithProviders } from '@/test/render-with-providers';
import { serveCalls } from '@/test/call-function-double';
import { FeeStep } from './fee-step';

const render = (feeFor: Parameters<typeof FeeStep>[0]['feeFor'], locale: 'it' | 'en' = 'it') =>
  renderWithProviders(<FeeStep feeFor={feeFor} onDone={() => undefined} />, { locale });

describe('the fee step of /modulistica', () => {
  it('opens the fee’s Checkout once: the button waits while the call runs', async () => {
    const calls = serveCalls({ createFeeCheckout: () => new Promise(() => undefined) });
    await render({ applicationId: 'app-1' });
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Paga la quota associativa' }));
    const busy = screen.getByRole('button', { name: 'Apertura del pagamento...' });
    expect(busy).toBeDisabled();
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    // The amount is never the browser's: only the application is named.
    expect(calls).toEqual([{ name: 'createFeeCheckout', data: { applicationId: 'app-1' } }]);
  });

  it('says why the fee cannot be paid, in English too, and offers the button again', async () => {
    serveCalls({
      createFeeCheckout: () =>
        Promise.reject(new CallableError('FEE_NOT_DUE', 'FEE_NOT_DUE', 'failed-precondition')),
    });
    await render({ applicationId: 'app-1', cancelled: '1' }, 'en');
    expect(screen.getByText('The fee payment was not completed. You can try again.')).toBeVisible();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Pay the membership fee' }));
    expect(
      await screen.findByText(
        'The fee for this application is already paid, or the Board of Directors has already decided on the application.',
      ),
    ).toBeVisible();
    const button = screen.getByRole('button', { name: 'Pay the membership fee' });
    expect(button).toBeEnabled();
    expect(button).toHaveAccessibleDescription(/already paid/);
  });

  it('back from Stripe, shows the year and amount the server recorded', async () => {
    const calls = serveCalls({
      verifyPayment: () => Promise.resolve({ feeState: 'paid', amountCents: 2000, feeYear: 2027 }),
    });
    await render({ applicationId: 'app-1', sessionId: 'cs_test_1' });
    expect(await screen.findByText(/Quota associativa 2027 pagata: 20,00/)).toBeVisible();
    expect(screen.getByText(/ricevuta del pagamento, con il link al PDF/)).toBeVisible();
    expect(calls).toEqual([
      { name: 'verifyPayment', data: { sessionId: 'cs_test_1', applicationId: 'app-1' } },
    ]);
    expect(screen.queryByRole('button', { name: 'Paga la quota associativa' })).toBeNull();
  });
});
