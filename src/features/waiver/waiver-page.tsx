import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GetWaiverResponse, WaiverSignatureFields } from '@/domain/api/waiver';
import { formatLongDate } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage, failureKind } from '@/lib/errors/error-messages';
import { NeedsConnection } from '@/ui/needs-connection';
import { toast } from '@/ui/toast';
import { waiverQueryKey, waiverQueryOptions } from './api/get-waiver';
import { signWaiver } from './api/sign-waiver';
import { SignedWaiverNotice } from './signed-waiver-notice';
import { WaiverSignForm } from './waiver-sign-form';
import { MailedLinkPage } from '@/ui/page/mailed-link-page';

/**
 * /liberatoria: a participant's own signing page, opened from the link the booker shared. It
 * names the tour and the participant, then asks for the signature, or says who signed and when.
 */
export function WaiverPage({ token }: { token: string | undefined }) {
  return (
    <MailedLinkPage
      title={<Trans>Liberatoria del partecipante</Trans>}
      handle={token}
      incompleteLink={
        <Trans>
          Il link è incompleto. Apri il link "Firma la liberatoria" che ti ha mandato chi ha
          prenotato, oppure firma al punto di ritrovo.
        </Trans>
      }
    >
      {(linkToken) => <WaiverByLink token={linkToken} />}
    </MailedLinkPage>
  );
}

function WaiverByLink({ token }: { token: string }) {
  const { t, i18n } = useLingui();
  const client = useQueryClient();
  const query = useQuery(waiverQueryOptions(token));

  const onSign = async (fields: WaiverSignatureFields) => {
    try {
      const answer = await signWaiver(token, fields);
      client.setQueryData(waiverQueryKey(token), answer);
      toast.success(t`Liberatoria firmata`);
    } catch (error) {
      const kind = failureKind(error);
      // Signed meanwhile (another phone, the staff at the meeting point), or a new text in
      // force: the page asks again and shows the signature, or the text to sign now.
      if (kind === 'WAIVER_ALREADY_SIGNED' || kind === 'WAIVER_TEXT_CHANGED') {
        void client.invalidateQueries({ queryKey: waiverQueryKey(token) });
      }
      toast.error(i18n._(errorMessage(error, 'waiver')));
      throw error;
    }
  };

  if (query.isPending) return <LoadingSummary />;
  if (!query.data) {
    return (
      <p role="alert" className="rounded-lg bg-red-50 p-4 text-red-900">
        {i18n._(errorMessage(query.error, 'waiver'))}
      </p>
    );
  }
  const waiver = query.data;
  return (
    <div className="space-y-8">
      <WaiverSummary waiver={waiver} />
      {waiver.state !== 'missing' ? (
        <SignedWaiverNotice signed={waiver.signed} />
      ) : (
        <>
          <NeedsConnection
            message={t`Puoi leggere il testo e compilare il modulo anche ora: per firmare serve una connessione a Internet.`}
          />
          <WaiverSignForm
            participantName={waiver.participantName}
            tourDate={waiver.selectedDate}
            textVersion={waiver.currentVersion}
            submitLabel={t`Firma la liberatoria`}
            onSign={onSign}
          />
        </>
      )}
    </div>
  );
}

const summaryClass =
  'grid min-h-28 grid-cols-[auto_1fr] gap-x-4 gap-y-1 rounded-xl border border-stone-200 bg-white p-5';

/**
 * The tour (or the rented bike), its day and whose waiver this is: what the signer checks before
 * reading on.
 */
function WaiverSummary({ waiver }: { waiver: GetWaiverResponse }) {
  const { t } = useLingui();
  const { locale } = useLanguage();
  return (
    <dl className={summaryClass}>
      <dt className="text-stone-600">{waiver.activity === 'rental' ? t`Noleggio` : t`Tour`}</dt>
      <dd className="font-semibold text-stone-900">{waiver.tourName}</dd>
      <dt className="text-stone-600">{t`Data`}</dt>
      <dd className="text-stone-900 first-letter:uppercase">
        {formatLongDate(waiver.selectedDate, locale)}
      </dd>
      <dt className="text-stone-600">{t`Partecipante`}</dt>
      <dd className="text-stone-900">{waiver.participantName}</dd>
    </dl>
  );
}

/** Holds the summary's place while the waiver loads, so nothing below it jumps when it comes. */
function LoadingSummary() {
  return (
    <div className={summaryClass}>
      <p role="status" className="col-span-2 text-stone-700">
        <Trans>Caricamento della liberatoria…</Trans>
      </p>
    </div>
  );
}
