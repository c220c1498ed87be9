import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { todayInRome } from '@/domain/calendar';
import { formatRegisterCsv } from '@/domain/member-register-csv';
import { fetchWholeRegister } from '@/features/staff/api/staff-members';
import { downloadFile } from '@/lib/download-file';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { toast } from '@/ui/toast';
import { BusyButton } from '@/ui/busy-button';

/**
 * "Esporta CSV": the whole register (not only the rows on screen) in the columns the association
 * keeps and the import reads back. The list shows a page at a time, so the export asks the server
 * for every row on purpose, then makes the file on the device.
 */
export function ExportRegisterButton() {
  const { t, i18n } = useLingui();
  const exported = useMutation({
    mutationFn: fetchWholeRegister,
    onSuccess: ({ members }) =>
      downloadFile(
        `registro-soci-${todayInRome(new Date())}.csv`,
        formatRegisterCsv(members),
        'text/csv;charset=utf-8',
      ),
    onError: (error) =>
      toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.memberRegister))),
  });
  return (
    <BusyButton
      busy={exported.isPending}
      tone="outline"
      size="small"
      onClick={() => exported.mutate()}
    >
      {exported.isPending ? t`Esportazione…` : t`Esporta CSV`}
    </BusyButton>
  );
}
