import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import type { MemberRow } from '@/domain/api/staff-members';
import { errorMessage } from '@/lib/errors/error-messages';
import { STAFF_ERROR_CONTEXTS } from '@/lib/errors/staff-error-contexts';
import { toast } from '@/ui/toast';
import { renewMember } from '@/features/staff/api/staff-members';
import { BusyButton } from '@/ui/busy-button';

interface RenewMemberButtonProps {
  member: MemberRow;
  /** The new expiry the server set, to show and announce. */
  onRenewed: (member: MemberRow, validUntil: string) => void;
}

/**
 * "Rinnova": extends one membership to the end of the next membership year (the server counts
 * it from its own clock and settings). Busy and disabled while it runs, so a second tap cannot
 * renew twice; a screen reader hears whose membership the button renews.
 */
export function RenewMemberButton({ member, onRenewed }: RenewMemberButtonProps) {
  const { t, i18n } = useLingui();
  const renew = useMutation({
    mutationFn: () => renewMember(member.memberNumber),
    onSuccess: (result) => onRenewed(member, result.validUntil),
    onError: (error) =>
      toast.error(i18n._(errorMessage(error, STAFF_ERROR_CONTEXTS.memberRegister))),
  });
  return (
    <BusyButton busy={renew.isPending} tone="outline" size="small" onClick={() => renew.mutate()}>
      {renew.isPending ? t`Rinnovo…` : t`Rinnova`}{' '}
      <span className="sr-only">{member.fullName}</span>
    </BusyButton>
  );
}
