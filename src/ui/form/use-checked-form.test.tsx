import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { DraftStorage, StoredDraft } from '@/lib/drafts/draft-storage';
import { CallableError } from '@/lib/firebase/callable-error';
import { TextField } from './text-field';
import { useCheckedForm, type FieldErrors } from './use-checked-form';

interface Values {
  name: string;
  email: string;
}
type Field = keyof Values;

const EMPTY: Values = { name: '', email: '' };

/** The check a form makes with its schema, reduced to what this test needs. */
function check(values: Values): FieldErrors<Field, string> {
  const errors: FieldErrors<Field, string> = {};
  if (values.name.trim() === '') errors.name = 'Scrivi il nome.';
  if (!values.email.includes('@')) errors.email = 'Email non valida.';
  return errors;
}

/** Drafts in memory: the owner's use of the draft is under test, not IndexedDB. */
function memoryStorage(initial: Record<string, StoredDraft> = {}) {
  const drafts = new Map(Object.entries(initial));
  const storage: DraftStorage = {
    read: async (key) => drafts.get(key),
    write: async (key, draft) => void drafts.set(key, draft),
    remove: async (key) => void drafts.delete(key),
  };
  return { storage, drafts };
}

interface Props {
  send: (values: Values) => Promise<void>;
  onFailed?: (error: unknown, refused: FieldErrors<Field, string>) => void;
  storage?: DraftStorage;
  resetOnSuccess?: boolean;
}

function ExampleForm({ send, onFailed, storage, resetOnSuccess }: Props) {
  const form = useCheckedForm<Values, Field, string>({
    initial: EMPTY,
    draft: { key: 'example', storage: storage ?? memoryStorage().storage },
    check,
    refused: (fields) =>
      Object.fromEntries(
        fields.filter((field) => field in EMPTY).map((field) => [field, 'Rifiutato.']),
      ),
    send: async (values) => {
      await send(values);
      if (resetOnSuccess) await form.reset();
    },
    onFailed,
  });
  return (
    <form {...form.formProps}>
      <TextField label="Nome" {...form.field('name')} />
      <TextField label="Email" {...form.field('email')} />
      <button type="submit" aria-busy={form.submitting}>
        {form.submitting ? 'Invio…' : 'Invia'}
      </button>
    </form>
  );
}

const nameField = () => screen.getByRole('textbox', { name: 'Nome' });
const emailField = () => screen.getByRole('textbox', { name: 'Email' });

describe('useCheckedForm', () => {
  it('marks every field the check refuses, sends nothing and focuses the first of them', async () => {
    const send = vi.fn(async () => undefined);
    const user = userEvent.setup();
    render(<ExampleForm send={send} />);
    await user.type(emailField(), 'senza-chiocciola');
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    expect(nameField()).toBeInvalid();
    expect(nameField()).toHaveAccessibleDescription('Scrivi il nome.');
    expect(emailField()).toHaveAccessibleDescription('Email non valida.');
    expect(nameField()).toHaveFocus();
    expect(send).not.toHaveBeenCalled();
  });

  it('forgets a field’s problem as soon as the field changes, and keeps the others', async () => {
    const user = userEvent.setup();
    render(<ExampleForm send={async () => undefined} />);
    await user.click(screen.getByRole('button', { name: 'Invia' }));
    await user.type(nameField(), 'Anna');

    expect(nameField()).toBeValid();
    expect(emailField()).toBeInvalid();
  });

  it('marks the fields the server refused and focuses the first, keeping what was typed', async () => {
    const refusal = new CallableError('refused', 'INVALID_INPUT', 'invalid-argument', {
      fields: ['email', 'unknown'],
    });
    const onFailed = vi.fn();
    const user = userEvent.setup();
    render(<ExampleForm send={() => Promise.reject(refusal)} onFailed={onFailed} />);
    await user.type(nameField(), 'Anna');
    await user.type(emailField(), 'anna@example');
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    await waitFor(() => expect(emailField()).toBeInvalid());
    expect(emailField()).toHaveAccessibleDescription('Rifiutato.');
    expect(emailField()).toHaveFocus();
    expect(nameField()).toBeValid();
    expect(nameField()).toHaveValue('Anna');
    expect(onFailed).toHaveBeenCalledExactlyOnceWith(refusal, { email: 'Rifiutato.' });
  });

  it('is submitting while the values are sent, and sends once however often it is pressed', async () => {
    let answer: () => void = () => undefined;
    const send = vi.fn(() => new Promise<void>((resolve) => (answer = resolve)));
    const user = userEvent.setup();
    render(<ExampleForm send={send} />);
    await user.type(nameField(), 'Anna');
    await user.type(emailField(), 'anna@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    const busy = screen.getByRole('button', { name: 'Invio…' });
    expect(busy).toHaveAttribute('aria-busy', 'true');
    await user.click(busy);
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Anna', email: 'anna@example.com' });

    await act(async () => answer());
    expect(screen.getByRole('button', { name: 'Invia' })).toHaveAttribute('aria-busy', 'false');
  });

  it('restores the draft kept on the device, and forgets it when the form is reset', async () => {
    const { storage, drafts } = memoryStorage({
      'draft:example': { savedAt: Date.now(), data: { name: 'Giulia' } },
    });
    const user = userEvent.setup();
    render(<ExampleForm send={async () => undefined} storage={storage} resetOnSuccess />);

    await waitFor(() => expect(nameField()).toHaveValue('Giulia'));
    expect(emailField()).toHaveValue('');
    await user.type(emailField(), 'giulia@example.com');
    await user.click(screen.getByRole('button', { name: 'Invia' }));

    await waitFor(() => expect(nameField()).toHaveValue(''));
    expect(drafts.has('draft:example')).toBe(false);
  });

  it('checks and sends the values handed to submit, for a scanner that fills and sends at once', async () => {
    const send = vi.fn(async () => undefined);
    const { result } = renderHook(() =>
      useCheckedForm<Values, Field, string>({ initial: EMPTY, check, send }),
    );
    await act(() => result.current.submit({ name: '', email: 'x@y.it' }));
    expect(result.current.errors).toEqual({ name: 'Scrivi il nome.' });
    expect(send).not.toHaveBeenCalled();

    await act(() => result.current.submit({ name: 'Anna', email: 'x@y.it' }));
    expect(result.current.errors).toEqual({});
    expect(send).toHaveBeenCalledExactlyOnceWith({ name: 'Anna', email: 'x@y.it' });
  });
});
