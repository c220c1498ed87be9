import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { TERMS_VERSION } from '@/domain/terms';
import { useLanguage } from '@/i18n/language-context';
import { TermsDialog } from './terms-dialog';

/** The spec's notation of the terms version: 2025-09-08 → 08/09/2025. */
function termsVersionLabel(): string {
  const [year, month, day] = TERMS_VERSION.split('-');
  return `${day}/${month}/${year}`;
}

interface TermsFieldProps {
  acceptedAt: string | null;
  onAccepted: (at: string) => void;
}

/** The terms link of the card, its dialog, and whether the terms are accepted. */
export function TermsField({ acceptedAt, onAccepted }: TermsFieldProps) {
  const [open, setOpen] = useState(false);
  const { locale } = useLanguage();

  const accept = () => {
    const timestamp = new Date().toISOString();
    // The spec keeps a record of the acceptance in the console; the booking carries it as gating.
    console.info('Terms accepted', {
      timestamp,
      version: termsVersionLabel(),
      language: locale,
    });
    onAccepted(timestamp);
    setOpen(false);
  };

  return (
    <div>
      <TermsDialog
        open={open}
        onOpenChange={setOpen}
        onAccept={accept}
        trigger={
          <button
            type="button"
            className="text-left text-sm font-medium text-vine-700 underline underline-offset-2 hover:text-vine-900"
          >
            <Trans>Leggi e accetta i termini e condizioni</Trans>
          </button>
        }
      />
      <p role="status" aria-live="polite" className="mt-1 text-sm">
        {acceptedAt !== null && (
          <span className="text-vine-700">
            <span aria-hidden="true">✓ </span>
            <Trans>Termini e condizioni accettati</Trans>
          </span>
        )}
      </p>
    </div>
  );
}
