import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import type { MemberRow, OfflineFeeMethod } from '@/domain/api/staff-members';
import { formatEuros } from '@/domain/format';
import { useLanguage } from '@/i18n/language-context';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { buttonClass } from '@/ui/button-class';
import { ConfirmDialog } from '@/ui/confirm-dialog';
import { RadioGroupField } from '@/ui/form/radio-group-field';
import { toast } from '@/ui/toast';
import { recordFee } from '@/features/staff/api/staff-members';

interface RecordFeeButtonProps {
  member: MemberRow;
  /** The fee year under way: the one recorded. */
  feeYear: number;
  onRecorded: (member: MemberRow, year: number) => void;
}

/**
 * "Registra quota": a fee paid at the desk or by bank transfer, for a member whose fee of the year
 * is not recorded. A confirmation names the member and asks how it was paid; the server sets the
 * amount from the settings and issues the numbered receipt, once however often it is tapped.
 */
export function RecordFeeButton({ member, feeYear, onRecorded }: RecordFeeButtonProps) {
  const { t, i18n } = useLingui();
  const { locale } = useLanguage();
  const [open, setOpen] = useState(false);
  const [method, setMethod] = useState<OfflineFeeMethod>('cash');
  const record = useMutation({
    mutationFn: () => recordFee({ memberNumber: member.memberNumber, year: feeYear, method }),
    onSuccess: (recorded) => {
      setOpen(false);
      const amount = formatEuros(recorded.amountCents, locale);
      const receipt = recorded.receiptNumber;
      toast.success(t`Quota ${feeYear} registrata (${amount}): ricevuta ${receipt}.`);
      onRecorded(member, recorded.year);
    },
    onError: (error) => {
      setOpen(false);
      toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.memberRegister)));
    },
  });
  return (
    <ConfirmDialog
      trigger={
        <button type="button" className={buttonClass('outline', 'small')}>
          {t`Registra quota`} <span className="sr-only">{member.fullName}</span>
        </button>
      }
      open={open}
      onOpenChange={setOpen}
      title={t`Registrare la quota ${feeYear}?`}
      confirmLabel={t`Registra quota`}
      busyLabel={t`Registrazione…`}
      cancelLabel={t`Annulla`}
      busy={record.isPending}
      onConfirm={() => record.mutate()}
    >
      <p>
        {member.fullName} <span className="font-mono">({member.memberNumber})</span>
      </p>
      <RadioGroupField
        legend={t`Come è stata pagata`}
        name={`fee-method-${member.memberNumber}`}
        value={method}
        options={[
          { value: 'cash', label: t`In contanti` },
          { value: 'bank_transfer', label: t`Con bonifico` },
        ]}
        onChange={setMethod}
      />
      <p className="text-sm text-stone-700">
        {t`L'importo è quello della quota del suo tipo di socio. Viene emessa la ricevuta numerata a suo nome, che non si può modificare.`}
      </p>
    </ConfirmDialog>
  );
}
