import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '@/test/render-with-providers';
import { UnsentStaffWorkDialog } from './unsent-staff-work-dialog';

const noop = () => undefined;

describe('the warning before signing out with unsent staff work', () => {
  it('names the check-ins alone when only check-ins wait', async () => {
    await renderWithProviders(
      <UnsentStaffWorkDialog
        unsent={{ checkIns: 1, waivers: 0, deskActions: 0 }}
        onStay={noop}
        onSignOutAnyway={noop}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', { name: 'Check-in non ancora inviati' });
    expect(dialog).toHaveTextContent("c'è 1 check-in non ancora inviato");
    expect(dialog).not.toHaveTextContent('liberatori');
  });

  it('counts the waivers signed on the phone, which signing out would lose too', async () => {
    const onStay = vi.fn();
    await renderWithProviders(
      <UnsentStaffWorkDialog
        unsent={{ checkIns: 0, waivers: 2, deskActions: 0 }}
        onStay={onStay}
        onSignOutAnyway={noop}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Liberatorie non ancora inviate',
    });
    expect(dialog).toHaveTextContent('ci sono 2 liberatorie firmate non ancora inviate');
    screen.getByRole('button', { name: 'Resta connesso' }).click();
    expect(onStay).toHaveBeenCalled();
  });

  it('says both when both wait', async () => {
    await renderWithProviders(
      <UnsentStaffWorkDialog
        unsent={{ checkIns: 3, waivers: 1, deskActions: 0 }}
        onStay={noop}
        onSignOutAnyway={noop}
      />,
    );
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Check-in e liberatorie non ancora inviati',
    });
    expect(dialog).toHaveTextContent('ci sono 3 check-in non ancora inviati');
    expect(dialog).toHaveTextContent("c'è 1 liberatoria firmata non ancora inviata");
  });
});
