import type { ButtonHTMLAttributes } from 'react';
import { buttonClass, type ButtonSize, type ButtonTone } from './button-class';

interface BusyButtonProps extends Omit<
  ButtonHTMLAttributes<HTMLButtonElement>,
  'className' | 'disabled' | 'aria-busy'
> {
  /** Its work is under way: no second tap, and screen readers hear that it is busy. */
  busy: boolean;
  tone: ButtonTone;
  size?: ButtonSize;
}

/** A button whose action takes a while (a call to the server, a file being made). */
export function BusyButton({ busy, tone, size, type = 'button', ...rest }: BusyButtonProps) {
  return (
    <button
      type={type}
      disabled={busy}
      aria-busy={busy}
      className={buttonClass(tone, size)}
      {...rest}
    />
  );
}
