import { Trans } from '@lingui/react/macro';
import type { SignedWaiver } from '@/domain/api/waiver';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { Icon } from '@/ui/page/icons';

/**
 * A signed waiver, as its own link shows it: who signed and when, and nothing to change (a
 * signature stands; a new version of the text would ask for a new one).
 */
export function SignedWaiverNotice({ signed }: { signed: SignedWaiver | undefined }) {
  const { locale } = useLanguage();
  const when = signed ? formatMoment(signed.signedAt, locale) : '';
  const signer = signed?.signerName ?? '';
  const guardian = signed?.guardianName;
  return (
    <div role="status" className="flex gap-3 rounded-xl border border-vine-200 bg-vine-50 p-5">
      <Icon name="check" className="mt-0.5 h-6 w-6 shrink-0 text-vine-700" />
      <div className="space-y-2 text-stone-900">
        <p className="font-semibold">
          {!signed ? (
            <Trans>Liberatoria firmata.</Trans>
          ) : guardian ? (
            <Trans>
              Liberatoria di {signer} firmata da {guardian}, genitore o tutore, il {when}.
            </Trans>
          ) : (
            <Trans>
              Liberatoria firmata da {signer} il {when}.
            </Trans>
          )}
        </p>
        <p className="text-sm">
          <Trans>
            Non serve altro: al punto di ritrovo la guida vede che la liberatoria è firmata. Una
            firma non si può modificare.
          </Trans>
        </p>
      </div>
    </div>
  );
}
