import { FieldValue } from 'firebase-admin/firestore';
import type { StaffAttentionReason } from '@/domain/documents/booking';

/**
 * The fields that put a booking or a rental in the staff's "Da controllare" for `reasons`, added
 * to the reasons already there; none without a reason. Typed here because `arrayUnion` takes any
 * string, and a reason the document's schema does not know would make every read refuse it.
 */
export function flagForStaff(...reasons: StaffAttentionReason[]) {
  return reasons.length === 0
    ? {}
    : { needsStaffAttention: true, staffAttentionReasons: FieldValue.arrayUnion(...reasons) };
}
