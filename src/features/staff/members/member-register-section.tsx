import { useLingui } from '@lingui/react/macro';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberRow, StaffMembers } from '@/domain/api/staff-members';
import { formatDayMonthYear } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { useStaffMembers } from '@/features/staff/api/staff-members';
import { membersQueryKey } from '@/features/staff/api/staff-query-keys';
import { ExportRegisterButton } from './export-register-button';
import { ImportMembersPanel } from './import-members-panel';
import { MemberRegisterList } from './member-register-list';
import { StaffDisclosureSection } from '@/features/staff/staff-section';
import { RefreshButton } from '@/ui/refresh-button';

/**
 * "Registro soci", for managers: the member register searched by name or number, each
 * membership's state, "Rinnova", the CSV export and the import with its preview. Closed at
 * first, and the register is asked for only once opened: every read is an audit-log entry.
 */
export function MemberRegisterSection({ uid }: { uid: string }) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const [announcement, setAnnouncement] = useState('');
  const register = useStaffMembers(uid, open);
  const queryClient = useQueryClient();

  /** One member's row changed in place, as the server answered. */
  const updateRow = (member: MemberRow, change: (row: MemberRow) => MemberRow) =>
    queryClient.setQueryData<StaffMembers>(
      membersQueryKey(uid),
      (current) =>
        current && {
          ...current,
          members: current.members.map((row) =>
            row.memberNumber === member.memberNumber ? change(row) : row,
          ),
        },
    );
  const renewed = (member: MemberRow, validUntil: string) => {
    updateRow(member, (row) => ({ ...row, validUntil }));
    const name = member.fullName;
    const number = member.memberNumber;
    const until = formatDayMonthYear(validUntil, locale);
    setAnnouncement(t`Iscrizione di ${name} (${number}) rinnovata fino al ${until}.`);
  };
  const feeRecorded = (member: MemberRow, year: number) =>
    updateRow(member, (row) => ({ ...row, feeYearsPaid: [...(row.feeYearsPaid ?? []), year] }));
  const reload = () => void queryClient.invalidateQueries({ queryKey: membersQueryKey(uid) });
  const unreadable = register.data?.unreadable.join(', ') ?? '';

  return (
    <StaffDisclosureSection
      id="member-register-title"
      title={t`Registro soci`}
      summary={t`Mostra il registro soci`}
      onOpenChange={setOpen}
    >
      <div className="border-t border-stone-200 p-4">
        <div className="flex flex-wrap items-center gap-3">
          {register.data && <ExportRegisterButton members={register.data.members} />}
          <RefreshButton busy={register.isFetching} onClick={reload} />
        </div>
        <p role="status" className="mt-3 font-medium text-green-900">
          {announcement}
        </p>
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
        <ImportMembersPanel onImported={reload} />
        {register.data && (
          <MemberRegisterList
            members={register.data.members}
            feeYear={register.data.feeYear}
            onRenewed={renewed}
            onFeeRecorded={feeRecorded}
          />
        )}
      </div>
    </StaffDisclosureSection>
  );
}
