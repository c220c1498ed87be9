import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BusyButton } from './busy-button';

describe('BusyButton', () => {
  it('takes taps while idle, and while busy refuses them and says it is busy', async () => {
    const onClick = vi.fn();
    const user = userEvent.setup();
    const { rerender } = render(
      <BusyButton busy={false} tone="primary" onClick={onClick}>
        Aggiorna
      </BusyButton>,
    );
    const button = screen.getByRole('button', { name: 'Aggiorna' });
    expect(button).toHaveAttribute('type', 'button');
    expect(button).toHaveAttribute('aria-busy', 'false');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);

    rerender(
      <BusyButton busy tone="primary" onClick={onClick}>
        Aggiorna
      </BusyButton>,
    );
    expect(button).toBeDisabled();
    expect(button).toHaveAttribute('aria-busy', 'true');
    await user.click(button);
    expect(onClick).toHaveBeenCalledTimes(1);
  });

  it('submits its form when asked to', () => {
    render(
      <form aria-label="Codice">
        <BusyButton busy={false} tone="outline" size="small" type="submit">
          Apri
        </BusyButton>
      </form>,
    );
    expect(screen.getByRole('button', { name: 'Apri' })).toHaveAttribute('type', 'submit');
  });
});
