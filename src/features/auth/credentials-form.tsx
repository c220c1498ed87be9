import { useLingui } from '@lingui/react/macro';
import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { useLanguage } from '@/i18n/language-context';
import type { AuthActions } from './api/auth-actions';
import { toast } from '@/ui/toast';
import { authErrorMessage } from './auth-error-message';
import { TextField } from '@/ui/form/text-field';
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
  const [password, setPassword] = useState('');
  const [submitting, setSubmitting] = useState(false);
  const signUp = mode === 'sign-up';

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSubmitting(true);
    try {
      if (signUp) {
        await actions.signUp({ email, password }, locale);
        toast.success(t`Account creato! Controlla la tua e-mail per verificare il tuo account.`);
      } else {
        await actions.signIn({ email, password });
        toast.success(t`Bentornato!`);
      }
    } catch (error) {
      toast.error(authErrorMessage(error, i18n));
    } finally {
      setSubmitting(false);
    }
  };

  let submitLabel: ReactNode = signUp ? t`Registrati` : t`Accedi`;
  if (submitting) submitLabel = signUp ? t`Registrazione in corso...` : t`Accesso in corso...`;

  return (
    <form onSubmit={(event) => void onSubmit(event)} className="space-y-4">
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
        value={password}
        onChange={setPassword}
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
