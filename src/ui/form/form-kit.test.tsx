import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { CheckboxField } from './checkbox-field';
import { RadioGroupField } from './radio-group-field';
import { SelectField } from './select-field';
import { TextAreaField } from './text-area-field';
import { TextField } from './text-field';

const MEMBER_KINDS = [
  { value: 'ordinario', label: 'Ordinario' },
  { value: 'minore', label: 'Minorenne' },
] as const;

function ControlledText(props: { error?: string; hint?: string; upperCase?: boolean }) {
  const [value, setValue] = useState('');
  return <TextField label="Codice" value={value} onChange={setValue} required {...props} />;
}

describe('the form kit', () => {
  it('names a text field by its label, marks it required and describes it by error, then hint', () => {
    render(<ControlledText hint="16 caratteri" error="Codice non valido" />);
    const field = screen.getByRole('textbox', { name: /^Codice/ });
    expect(field).toBeRequired();
    expect(field).toHaveAttribute('aria-required', 'true');
    expect(field).toBeInvalid();
    expect(field).toHaveAccessibleDescription('Codice non valido 16 caratteri');
    // Seen in the same order everywhere: label, control, hint, error.
    const hint = screen.getByText('16 caratteri');
    const error = screen.getByText('Codice non valido');
    expect(field.compareDocumentPosition(hint) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(hint.compareDocumentPosition(error) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('leaves a valid, optional field unmarked and undescribed', () => {
    render(<TextField label="Telefono" value="" onChange={() => undefined} />);
    const field = screen.getByRole('textbox', { name: 'Telefono' });
    expect(field).not.toBeRequired();
    expect(field).not.toHaveAttribute('aria-invalid');
    expect(field).not.toHaveAttribute('aria-describedby');
  });

  it('writes codes in capitals as they are typed', async () => {
    render(<ControlledText upperCase />);
    await userEvent.type(screen.getByRole('textbox', { name: /^Codice/ }), 'rss');
    expect(screen.getByRole('textbox', { name: /^Codice/ })).toHaveValue('RSS');
  });

  it('wires a text area, a select and a checkbox the same way', async () => {
    const choose = vi.fn();
    const tick = vi.fn();
    render(
      <>
        <TextAreaField
          label="Messaggio"
          value=""
          onChange={() => undefined}
          maxLength={10}
          required
          error="Scrivi il tuo messaggio."
        />
        <SelectField
          label="Paese"
          value="IT"
          options={[
            { value: 'IT', label: 'Italia' },
            { value: 'DE', label: 'Germania' },
          ]}
          onChange={choose}
          hint="Dove abiti"
        />
        <CheckboxField
          label="Accetto"
          checked={false}
          onChange={tick}
          required
          error="Campo obbligatorio"
        />
      </>,
    );
    const message = screen.getByRole('textbox', { name: /^Messaggio/ });
    expect(message).toBeRequired();
    expect(message).toBeInvalid();
    expect(message).toHaveAccessibleDescription('Scrivi il tuo messaggio.');

    const country = screen.getByRole('combobox', { name: 'Paese' });
    expect(country).toHaveAccessibleDescription('Dove abiti');
    await userEvent.selectOptions(country, 'Germania');
    expect(choose).toHaveBeenCalledWith('DE');

    const consent = screen.getByRole('checkbox', { name: /^Accetto/ });
    expect(consent).toBeRequired();
    expect(consent).toBeInvalid();
    expect(consent).toHaveAccessibleDescription('Campo obbligatorio');
    await userEvent.click(consent);
    expect(tick).toHaveBeenCalledWith(true);
  });

  it('groups radios under their question and hands back the typed value chosen', async () => {
    const onChange = vi.fn();
    render(
      <RadioGroupField
        legend="Tipo di socio"
        name="kind"
        value="ordinario"
        options={MEMBER_KINDS}
        onChange={onChange}
      />,
    );
    const group = screen.getByRole('group', { name: 'Tipo di socio' });
    expect(group).toContainElement(screen.getByRole('radio', { name: 'Ordinario' }));
    expect(screen.getByRole('radio', { name: 'Ordinario' })).toBeChecked();
    await userEvent.click(screen.getByRole('radio', { name: 'Minorenne' }));
    expect(onChange).toHaveBeenCalledWith('minore');
  });
});
