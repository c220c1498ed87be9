import { useLingui } from '@lingui/react/macro';
import { useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberRow, StaffMembers } from '@/domain/api/staff-members';
import { formatDayMonthYear } from '@/domain/format';
import { isFeePaidUp } from '@/domain/membership-fee/fee-year';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useRegisterPages } from '@/features/staff/api/staff-members';
import { membersQueryKey } from '@/features/staff/api/staff-query-keys';
import { ExportRegisterButton } from './export-register-button';
import { ImportMembersPanel } from './import-members-panel';
import { MemberRegisterList } from './member-register-list';
import { RegisterSearch } from './register-search';
import { StaffDisclosureSection } from '@/features/staff/staff-section';
import { RefreshButton } from '@/ui/refresh-button';

/**
 * "Registro soci", for managers: the member register a page at a time in member-number order,
 * or the rows a search by name or number finds (the server searches), each membership's state,
 * "Rinnova", "Registra quota", the CSV export and the import with its preview. Closed at first,
 * and the register is asked for only once opened: every page read is an audit-log entry.
 */
export function MemberRegisterSection({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const [search, setSearch] = useState('');
  const [announcement, setAnnouncement] = useState('');
  const register = useRegisterPages(uid, search, open);
  const queryClient = useQueryClient();
  const pages = register.data?.pages ?? [];
  const first = pages[0];

  /** One member's row changed in place, as the server answered, on whichever page it is. */
  const updatePages = (change: (page: StaffMembers) => StaffMembers) =>
    queryClient.setQueryData<InfiniteData<StaffMembers>>(
      [...membersQueryKey(uid), search],
      (current) => current && { ...current, pages: current.pages.map(change) },
    );
  const updateRow = (member: MemberRow, change: (row: MemberRow) => MemberRow) =>
    updatePages((page) => ({
      ...page,
      members: page.members.map((row) =>
        row.memberNumber === member.memberNumber ? change(row) : row,
      ),
    }));
  const renewed = (member: MemberRow, validUntil: string) => {
    updateRow(member, (row) => ({ ...row, validUntil }));
    const name = member.fullName;
    const number = member.memberNumber;
    const until = formatDayMonthYear(validUntil, locale);
    setAnnouncement(t`Iscrizione di ${name} (${number}) rinnovata fino al ${until}.`);
  };
  const feeRecorded = (member: MemberRow, year: number) => {
    // The count of the unpaid comes from the server; one fewer once this member has paid up.
    const nowPaidUp = (page: StaffMembers) =>
      !isFeePaidUp(member.feeYearsPaid, page.feeYear) && isFeePaidUp([year], page.feeYear);
    updatePages((page) => ({ ...page, unpaid: page.unpaid - (nowPaidUp(page) ? 1 : 0) }));
    updateRow(member, (row) => ({ ...row, feeYearsPaid: [...(row.feeYearsPaid ?? []), year] }));
  };
  const reload = () => void queryClient.invalidateQueries({ queryKey: membersQueryKey(uid) });
  const unreadable = [...new Set(pages.flatMap((page) => page.unreadable))].join(', ');

  return (
    <StaffDisclosureSection
      title={t`Registro soci`}
      summary={t`Mostra il registro soci`}
      onOpenChange={setOpen}
    >
      <div className="border-t border-stone-200 p-4">
        <div className="flex flex-wrap items-center gap-3">
          <ExportRegisterButton />
          <RefreshButton busy={register.isFetching} onClick={reload} />
        </div>
        <p role="status" className="mt-3 font-medium text-green-900">
          {announcement}
        </p>
        <ImportMembersPanel onImported={reload} />
        <RegisterSearch onSearch={setSearch} />
        {register.isPending && open && (
          <p role="status" className="mt-4 text-stone-700">
            {t`Caricamento del registro soci...`}
          </p>
        )}
        {register.isError && (
          <p role="alert" className="mt-4 rounded-md bg-wine-50 p-3 text-wine-800">
            {i18n._(errorMessage(register.error, STAFF_ERROR_CONTEXTS.memberRegister))}
          </p>
        )}
        {unreadable && (
          <p role="alert" className="mt-4 rounded-md bg-amber-50 p-3 text-amber-900">
            {t`Righe del registro illeggibili, da correggere nella console o reimportando il file: ${unreadable}.`}
          </p>
        )}
        {first && (
          <MemberRegisterList
            members={pages.flatMap((page) => page.members)}
            feeYear={first.feeYear}
            total={first.total}
            unpaid={first.unpaid}
            search={search}
            more={
              register.hasNextPage
                ? { loading: register.isFetchingNextPage, load: () => register.fetchNextPage() }
                : undefined
            }
            onRenewed={renewed}
            onFeeRecorded={feeRecorded}
          />
        )}
      </div>
    </StaffDisclosureSection>
  );
}
