import { useLingui } from '@lingui/react/macro';
import { useState, type RefObject } from 'react';
import { toast } from '@/ui/toast';
import { authErrorMessage } from './auth-error-message';
import { linkButtonClass } from './button-styles';

interface ForgotPasswordButtonProps {
  /** The sign-in form's e-mail field: the reset link goes to the address typed there. */
  emailInput: RefObject<HTMLInputElement | null>;
  sendReset: (email: string) => Promise<void>;
  disabled: boolean;
}

/** Sends Firebase's password reset e-mail to the address in the form. */
export function ForgotPasswordButton({
  emailInput,
  sendReset,
  disabled,
}: ForgotPasswordButtonProps) {
  const { t, i18n } = useLingui();
  const [sending, setSending] = useState(false);

  const onClick = async () => {
    const input = emailInput.current;
    if (!input) return;
    // The browser's own message explains a missing or malformed address, as on submit.
    if (!input.checkValidity()) {
      input.reportValidity();
      input.focus();
      return;
    }
    setSending(true);
    try {
      await sendReset(input.value);
      toast.success(
        t`Se esiste un account con questa e-mail, ti abbiamo inviato un link per reimpostare la password.`,
      );
    } catch (error) {
      toast.error(authErrorMessage(error, i18n));
    } finally {
      setSending(false);
    }
  };

  return (
    <p className="text-center">
      <button
        type="button"
        onClick={() => void onClick()}
        disabled={disabled || sending}
        className={linkButtonClass}
      >
        {sending ? t`Invio in corso...` : t`Password dimenticata?`}
      </button>
    </p>
  );
}
