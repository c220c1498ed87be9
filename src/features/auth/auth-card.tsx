import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { TitledSection } from '@/ui/titled-section';
import type { AuthActions } from './api/auth-actions';
import { AuthTabs } from './auth-tabs';
import { CredentialsForm, type CredentialsMode } from './credentials-form';

/** The card 'Accedi al tuo Account': sign in and sign up as two tabs sharing the e-mail typed. */
export function AuthCard({ actions }: { actions: AuthActions }) {
  const { t } = useLingui();
  const [mode, setMode] = useState<CredentialsMode>('sign-in');
  const [email, setEmail] = useState('');
  const form = (which: CredentialsMode) => (
    <CredentialsForm mode={which} actions={actions} email={email} onEmailChange={setEmail} />
  );
  return (
    <TitledSection
      title={t`Accedi al tuo Account`}
      level={1}
      className="rounded-xl border border-stone-200 bg-white p-6 shadow-sm sm:p-8"
      titleClassName="text-2xl font-bold text-vine-900"
    >
      <p className="mt-2 mb-6 text-stone-700">
        {t`Con il tuo account prenoti i tour e gestisci le tue iscrizioni.`}
      </p>
      <AuthTabs
        label={t`Accesso o registrazione`}
        selected={mode}
        onSelect={setMode}
        tabs={[
          { key: 'sign-in', label: t`Accedi`, panel: form('sign-in') },
          { key: 'sign-up', label: t`Registrati`, panel: form('sign-up') },
        ]}
      />
    </TitledSection>
  );
}
