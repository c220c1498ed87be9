import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useDialogForm } from './use-dialog-form';

interface Values {
  reason: string;
}

function renderDialogForm(send: (values: Values) => Promise<void>) {
  return renderHook(() =>
    useDialogForm<Values, 'reason', string>({
      initial: { reason: '' },
      check: ({ reason }) => (reason.trim() === '' ? { reason: 'Scrivi il motivo.' } : {}),
      refused: (fields) => (fields.includes('reason') ? { reason: 'Motivo rifiutato.' } : {}),
      send,
      failureOf: (error) => `Non riuscito: ${(error as Error).message}`,
    }),
  );
}

describe('a form in a dialog', () => {
  it('closes on success and opens empty the next time', async () => {
    const sent: Values[] = [];
    const { result } = renderDialogForm(async (values) => void sent.push(values));
    act(() => result.current.onOpenChange(true));
    act(() => result.current.form.setField('reason', 'Guasto'));
    await act(() => result.current.form.onSubmit());
    expect(sent).toEqual([{ reason: 'Guasto' }]);
    expect(result.current.open).toBe(false);
    expect(result.current.form.values).toEqual({ reason: '' });
  });

  it('stays open with what was typed and says a failure no field shows, until it is closed', async () => {
    const { result } = renderDialogForm(() => Promise.reject(new Error('rete assente')));
    act(() => result.current.onOpenChange(true));
    act(() => result.current.form.setField('reason', 'Guasto'));
    await act(() => result.current.form.onSubmit());
    expect(result.current.open).toBe(true);
    expect(result.current.failure).toBe('Non riuscito: rete assente');
    expect(result.current.form.values).toEqual({ reason: 'Guasto' });
    act(() => result.current.onOpenChange(false));
    expect(result.current.failure).toBe('');
  });

  it('sends nothing while a field has a problem', async () => {
    const sent: Values[] = [];
    const { result } = renderDialogForm(async (values) => void sent.push(values));
    act(() => result.current.onOpenChange(true));
    await act(() => result.current.form.onSubmit());
    expect(sent).toEqual([]);
    expect(result.current.form.errorOf('reason')).toBe('Scrivi il motivo.');
    expect(result.current.failure).toBe('');
  });
});
