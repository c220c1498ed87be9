import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { monthInRome } from '@/domain/months';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { DownloadButton } from '@/ui/form/download-button';
import { DownloadOutcome } from '@/ui/form/download-outcome';
import { MonthField } from '@/ui/form/month-field';
import { useCheckedForm } from '@/ui/form/use-checked-form';
import { fetchVoucherMonth } from '../api/staff-vouchers';
import { MONTH_PATTERN } from '@/domain/api/calendar-schemas';

const MONTH_WRONG = msg`Scegli un mese, per esempio 2026-12.`;

/**
 * "CSV del mese" for the treasurer: every sale, voucher issued by hand, spend, refund to a
 * voucher, void and extension of the chosen month, made by the server from the ledgers.
 */
export function MonthCsvForm() {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [summary, setSummary] = useState('');
  const form = useCheckedForm<{ month: string }, 'month', MessageDescriptor>({
    initial: { month: monthInRome(new Date()) },
    check: ({ month }) => (MONTH_PATTERN.test(month) ? {} : { month: MONTH_WRONG }),
    refused: (fields) => (fields.includes('month') ? { month: MONTH_WRONG } : {}),
    send: async ({ month }) => {
      const report = await fetchVoucherMonth({ month, locale });
      downloadFile(report.fileName, report.csv, 'text/csv;charset=utf-8');
      const sales = formatEuros(report.salesCents, locale);
      const spends = formatEuros(report.spendsCents, locale);
      setSummary(
        t`${report.fileName}: ${report.sales} buoni venduti o emessi (${sales}), ${report.spends} utilizzi (${spends}).`,
      );
    },
    failureOf: (error) => i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.vouchers)),
  });
  const { submitting, failure } = form;
  return (
    <form {...form.formProps} aria-labelledby="voucher-month-title">
      <h2 id="voucher-month-title" className="text-lg font-bold text-vine-900">
        {t`CSV del mese per la tesoreria`}
      </h2>
      <MonthField
        label={t`Mese`}
        required
        {...form.field('month', (problem) => i18n._(problem))}
        trailing={<DownloadButton submitting={submitting} />}
      />
      <DownloadOutcome summary={summary} failure={failure} spacing="mt-2" />
    </form>
  );
}
