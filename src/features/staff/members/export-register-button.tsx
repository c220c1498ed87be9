import { useLingui } from '@lingui/react/macro';
import type { MemberRow } from '@/domain/api/staff-members';
import { todayInRome } from '@/domain/calendar';
import { formatRegisterCsv } from '@/domain/member-register-csv';
import { downloadFile } from '@/lib/download-file';
import { buttonClass } from '@/ui/button-class';

/**
 * "Esporta CSV": the whole register (not only the rows a search shows) in the columns the
 * association keeps and the import reads back, made on the device from the list loaded.
 */
export function ExportRegisterButton({ members }: { members: readonly MemberRow[] }) {
  const { t } = useLingui();
  const save = () =>
    downloadFile(
      `registro-soci-${todayInRome(new Date())}.csv`,
      formatRegisterCsv(members),
      'text/csv;charset=utf-8',
    );
  return (
    <button type="button" onClick={save} className={buttonClass('outline', 'small')}>
      {t`Esporta CSV`}
    </button>
  );
}
