import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import {
  VOUCHER_SEARCH_MAX_LENGTH,
  staffFindVouchersRequestSchema,
} from '@/domain/api/staff-vouchers';
import { formatMoment } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useFindVouchers } from '../api/staff-vouchers';
import type { StaffViewProps } from '../staff-views';
import { IssueVoucherDialog } from './issue-voucher-dialog';
import { MonthCsvForm } from './month-csv-form';
import { VoucherCard } from './voucher-card';
import { SearchResults, SectionReadState, STAFF_CARD } from '@/features/staff/staff-section';
import { StaffSearchForm } from '@/features/staff/staff-search-form';

const QUERY_MISSING = msg`Scrivi un codice, un nome o un'e-mail da cercare.`;
const NOT_ALLOWED = msg`La ricerca contiene caratteri non ammessi o è troppo lunga.`;

/**
 * "Buoni" (managers only): find a gift voucher by its code, buyer or recipient and read its
 * ledger; send its mail again, extend it or void it; issue one by hand; download the month's
 * CSV for the treasurer. Nothing of it is kept on the device: codes are money.
 */
export function VouchersView({ uid }: StaffViewProps) {
  const { t } = useLingui();
  const [query, setQuery] = useState('');
  return (
    <>
      <section aria-label={t`Buoni regalo`} className={STAFF_CARD}>
        <div className="flex flex-wrap items-start justify-between gap-4">
          <MonthCsvForm />
          <IssueVoucherDialog uid={uid} />
        </div>
      </section>
      <StaffSearchForm
        label={t`Cerca buono`}
        hint={t`Codice (es. VPT-7KQ4-M9XC-2HRT, anche in parte), nome o e-mail di chi l'ha comprato o di chi lo riceve.`}
        maxLength={VOUCHER_SEARCH_MAX_LENGTH}
        problemOf={queryProblem}
        onSearch={setQuery}
      />
      {query && <Results uid={uid} query={query} />}
    </>
  );
}

function queryProblem(query: string): MessageDescriptor | undefined {
  if (query.trim() === '') return QUERY_MISSING;
  return staffFindVouchersRequestSchema.safeParse({ query }).success ? undefined : NOT_ALLOWED;
}

function Results({ uid, query }: { uid: string; query: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const found = useFindVouchers(uid, query);
  if (!found.data) {
    return (
      <SectionReadState
        loading={found.isPending ? t`Ricerca in corso…` : null}
        error={
          found.isError ? i18n._(errorMessage(found.error, STAFF_ERROR_CONTEXTS.vouchers)) : null
        }
      />
    );
  }
  const { vouchers, more, asOf } = found.data;
  const when = formatMoment(asOf, locale);
  return (
    <SearchResults
      title={t`Buoni trovati`}
      status={
        vouchers.length === 0
          ? t`Nessun buono corrisponde a "${query}".`
          : more
            ? t`Sono mostrati i ${vouchers.length} più recenti: restringi la ricerca per trovarne altri. Aggiornati il ${when}.`
            : t`Risultati aggiornati il ${when}.`
      }
    >
      {vouchers.length > 0 && (
        <ul className="mt-2 divide-y divide-stone-200">
          {vouchers.map((voucher) => (
            <VoucherCard key={voucher.code} uid={uid} voucher={voucher} />
          ))}
        </ul>
      )}
    </SearchResults>
  );
}
