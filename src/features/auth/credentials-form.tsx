import { useLingui } from '@lingui/react/macro';
import { useRef, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { AuthActions } from './api/auth-actions';
import { toast } from '@/ui/toast';
import { authErrorMessage } from './auth-error-message';
import { TextField } from '@/ui/form/text-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { primaryButtonClass } from './button-styles';
import { ForgotPasswordButton } from './forgot-password-button';

export type CredentialsMode = 'sign-in' | 'sign-up';

interface CredentialsFormProps {
  mode: CredentialsMode;
  actions: AuthActions;
  email: string;
  onEmailChange: (email: string) => void;
}

/** Sign-up's only client rule besides the browser's own checks (requirements §5). */
const SIGN_UP_PASSWORD_MIN = 6;

/**
 * E-mail and password, checked by the browser itself (required, e-mail format, sign-up minimum
 * length), then handed to the authentication service. Success and failure are announced by toasts.
 */
export function CredentialsForm({ mode, actions, email, onEmailChange }: CredentialsFormProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const emailRef = useRef<HTMLInputElement>(null);
  const signUp = mode === 'sign-up';
  // The e-mail belongs to the card (both tabs share it); a password is never kept as a draft.
  const form = useCheckedForm<{ password: string }, never, never>({
    initial: { password: '' },
    send: async ({ password }) => {
      if (signUp) {
        await actions.signUp({ email, password }, locale);
        toast.success(t`Account creato! Controlla la tua e-mail per verificare il tuo account.`);
      } else {
        await actions.signIn({ email, password });
        toast.success(t`Bentornato!`);
      }
    },
    onFailed: (error) => toast.error(authErrorMessage(error, i18n)),
  });
  const { submitting } = form;

  let submitLabel: ReactNode = signUp ? t`Registrati` : t`Accedi`;
  if (submitting) submitLabel = signUp ? t`Registrazione in corso...` : t`Accesso in corso...`;

  return (
    <form onSubmit={(event) => void form.onSubmit(event)} className="space-y-4">
      <TextField
        label={t`E-mail`}
        name="email"
        type="email"
        required
        autoComplete={signUp ? 'email' : 'username'}
        value={email}
        onChange={onEmailChange}
        inputRef={emailRef}
      />
      <TextField
        label={t`Password`}
        name="password"
        type="password"
        required
        minLength={signUp ? SIGN_UP_PASSWORD_MIN : undefined}
        autoComplete={signUp ? 'new-password' : 'current-password'}
        value={form.values.password}
        onChange={(password) => form.setField('password', password)}
        hint={signUp ? t`Almeno 6 caratteri.` : undefined}
      />
      <button type="submit" disabled={submitting} className={primaryButtonClass}>
        {submitLabel}
      </button>
      {!signUp && (
        <ForgotPasswordButton
          emailInput={emailRef}
          sendReset={(address) => actions.sendPasswordReset(address, locale)}
          disabled={submitting}
        />
      )}
    </form>
  );
}
