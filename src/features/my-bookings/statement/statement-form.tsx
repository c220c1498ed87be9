import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { StatementChoices } from '@/domain/api/my-bookings';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors/error-messages';
import { buttonClass } from '@/ui/button-class';
import { SelectField } from '@/ui/form/select-field';
import { TitledSection } from '@/ui/titled-section';
import { fetchPaymentStatement } from './get-payment-statement';

/**
 * "Rendiconto annuale": the year's payments for one participant, as a PDF for a tax return (a
 * parent's for a child's sport, too), made on the device from the server's statement. The
 * participants and years offered are those the account's receipts name (tours and rentals alike).
 */
export function StatementForm({ choices }: { choices: StatementChoices }) {
  const { t, i18n } = useLingui();
  const names = choices.participants;
  const years = choices.years.map(String);
  const [participant, setParticipant] = useState(names[0] ?? '');
  const [year, setYear] = useState(years[0] ?? '');
  const [state, setState] = useState<'ready' | 'making'>('ready');
  const [failure, setFailure] = useState('');
  if (names.length === 0 || years.length === 0) return null;

  const download = async () => {
    setState('making');
    setFailure('');
    try {
      const statement = await fetchPaymentStatement({ year: Number(year), participant });
      const { buildStatementPdf } = await import('./build-statement-pdf');
      const bytes = await buildStatementPdf(statement);
      const slug = participant.toLowerCase().replace(/[^a-z0-9]+/g, '-');
      downloadFile(`rendiconto-${year}-${slug}.pdf`, bytes, 'application/pdf');
    } catch (error) {
      setFailure(i18n._(errorMessage(error, 'myBookings')));
    } finally {
      setState('ready');
    }
  };

  return (
    <TitledSection
      title={t`Rendiconto annuale`}
      className="mt-8 rounded-xl border border-stone-200 bg-white p-5"
      titleClassName="text-lg font-bold text-vine-900"
    >
      <p className="mt-1 text-sm text-stone-700">
        {t`I pagamenti dell'anno per un partecipante, con le ricevute, per la dichiarazione dei redditi.`}
      </p>
      <div className="mt-4 grid gap-4 sm:grid-cols-2">
        <SelectField
          name="participant"
          label={t`Partecipante`}
          value={participant}
          options={names.map((name) => ({ value: name, label: name }))}
          onChange={setParticipant}
        />
        <SelectField
          name="year"
          label={t`Anno`}
          value={year}
          options={years.map((value) => ({ value, label: value }))}
          onChange={setYear}
        />
      </div>
      <button
        type="button"
        onClick={() => void download()}
        disabled={state === 'making'}
        aria-busy={state === 'making'}
        className={`mt-4 ${buttonClass('primary', 'small')}`}
      >
        {state === 'making' ? t`Preparazione del PDF...` : t`Scarica il rendiconto (PDF)`}
      </button>
      {failure && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          {failure}
        </p>
      )}
    </TitledSection>
  );
}
