import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { ACCOUNTING_FILES, StaffAccountingFile } from '@/domain/api/staff-receipts';
import { ASSOCIATION } from '@/content/association';
import { monthInRome } from '@/domain/months';
import { formatEuros } from '@/domain/format';
import { ACCOUNTING_PERIOD } from '@/domain/receipts/accounting-report';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { SelectField } from '@/ui/form/select-field';
import { TextField } from '@/ui/form/text-field';
import { DownloadButton } from '@/ui/form/download-button';
import { DownloadOutcome } from '@/ui/form/download-outcome';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { fetchAccountingFile } from '../api/staff-receipts';

type AccountingFile = (typeof ACCOUNTING_FILES)[number];
type Format = 'csv' | 'pdf';
interface Values {
  period: string;
  file: AccountingFile;
  format: Format;
}

/** The file as the manager asked for it: the server's CSV, or the same table drawn as a PDF. */
async function saveAccountingFile(made: StaffAccountingFile, format: Format, title: string) {
  if (format === 'csv') {
    downloadFile(made.fileName, made.csv, 'text/csv;charset=utf-8');
    return made.fileName;
  }
  const { buildAccountingPdf } = await import('./accounting-pdf');
  const issuer = `${ASSOCIATION.legalName}, C.F. ${ASSOCIATION.taxCode}`;
  const bytes = await buildAccountingPdf({ title, issuer, table: made.table });
  const fileName = made.fileName.replace(/\.csv$/, '.pdf');
  downloadFile(fileName, bytes as BlobPart, 'application/pdf');
  return fileName;
}

const PERIOD_WRONG = msg`Scrivi un mese (per esempio 2026-11) o un anno (2026).`;

/**
 * "Ricevute" (managers only): the accountant's files of a month or a year, made by the server
 * from the receipts and credit notes: the receipts register, the credit notes and the prima nota,
 * as CSV for an Italian Excel; fees and activities totalled apart.
 */
export function ReceiptsView() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [summary, setSummary] = useState('');
  const files: { value: AccountingFile; label: string }[] = [
    { value: 'prima_nota', label: t`Prima nota` },
    { value: 'register', label: t`Registro delle ricevute` },
    { value: 'credit_notes', label: t`Note di credito` },
  ];
  const form = useCheckedForm<Values, 'period', MessageDescriptor>({
    initial: { period: monthInRome(new Date()), file: 'prima_nota', format: 'csv' },
    check: ({ period }) => (ACCOUNTING_PERIOD.test(period.trim()) ? {} : { period: PERIOD_WRONG }),
    refused: (fields) => (fields.includes('period') ? { period: PERIOD_WRONG } : {}),
    send: async ({ period, file, format }) => {
      const made = await fetchAccountingFile({ period: period.trim(), file });
      const named = files.find((option) => option.value === file)!.label;
      const fileName = await saveAccountingFile(made, format, `${named}, ${period.trim()}`);
      const fees = formatEuros(made.feesCents, locale);
      const activity = formatEuros(made.activityCents, locale);
      const { lines } = made;
      setSummary(t`${fileName}: ${lines} righe; quote associative ${fees}, attività ${activity}.`);
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.receipts)),
  });
  const { values, submitting, failure } = form;
  return (
    <section className="mt-6 rounded-2xl bg-white p-4 shadow-sm ring-1 ring-stone-200 sm:p-6">
      <form {...form.formProps} aria-labelledby="accounting-title" className="space-y-4">
        <h2 id="accounting-title" className="text-lg font-bold text-vine-900">
          {t`File per il commercialista`}
        </h2>
        <p className="text-sm text-stone-700">
          {t`Un mese o un anno intero: le ricevute e le note di credito emesse, in CSV per Excel o in PDF. Commissione Stripe, netto e versamento si riempiono quando Stripe ha versato il pagamento.`}
        </p>
        <SelectField
          name="file"
          label={t`File`}
          value={values.file}
          options={files}
          onChange={(value) => form.setField('file', value)}
        />
        <SelectField
          name="format"
          label={t`Formato`}
          value={values.format}
          options={[
            { value: 'csv', label: t`CSV per Excel` },
            { value: 'pdf', label: t`PDF da stampare o archiviare` },
          ]}
          onChange={(value) => form.setField('format', value)}
        />
        <TextField
          label={t`Mese o anno`}
          hint={t`Per esempio 2026-11 per novembre, 2026 per l'anno intero.`}
          required
          {...form.field('period', (problem) => i18n._(problem))}
          trailing={<DownloadButton submitting={submitting} format={values.format} />}
        />
        <DownloadOutcome summary={summary} failure={failure} />
      </form>
    </section>
  );
}
