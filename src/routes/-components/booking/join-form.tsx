import { MembershipForm } from '@/features/membership/membership-form';
import type { JoinFormProps } from '@/features/booking/membership-check/join-form-slot';

/**
 * The membership application as the booking card shows it: the same form, fields, rules and
 * messages as /modulistica, stacked for the card, starting with the card's name, e-mail and
 * phone. Its chunk loads when a visitor asks to join (with-join-form.tsx).
 */
export default function JoinForm({ prefill, submitLabel, onJoined }: JoinFormProps) {
  return (
    <MembershipForm
      variant="compact"
      prefill={prefill}
      submitLabel={submitLabel}
      onSuccess={({ id, provisionalBooking, memberName, fee, applicant }) =>
        onJoined({ id, provisionalBooking, memberName, ...(fee ? { fee } : {}) }, applicant)
      }
    />
  );
}
