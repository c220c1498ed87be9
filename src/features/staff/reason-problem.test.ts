import { msg } from '@lingui/core/macro';
import { describe, expect, it } from 'vitest';
import { cancelReasonSchema, CANCEL_REASON_MAX_LENGTH } from '@/domain/api/staff-booking-search';
import { rejectionReasonSchema, REJECTION_REASON_MAX_LENGTH } from '@/domain/api/staff-members';
import { voucherReasonSchema, VOUCHER_REASON_MAX_LENGTH } from '@/domain/api/staff-vouchers';
import { reasonProblem, REASON_REFUSED } from './reason-problem';

const MISSING = msg`Scrivi il motivo.`;

describe.each([
  ['a cancellation', cancelReasonSchema, CANCEL_REASON_MAX_LENGTH],
  ['a rejection', rejectionReasonSchema, REJECTION_REASON_MAX_LENGTH],
  ['a voucher change', voucherReasonSchema, VOUCHER_REASON_MAX_LENGTH],
])('the reason for %s', (_, schema, maxLength) => {
  it('is asked for when empty, and refused as the server would refuse it', () => {
    expect(reasonProblem(schema, '  ', MISSING)).toBe(MISSING);
    expect(reasonProblem(schema, 'x'.repeat(maxLength + 1), MISSING)).toBe(REASON_REFUSED);
    // A right-to-left override hides what the text says.
    expect(reasonProblem(schema, 'Rimborso \u202Econcordato', MISSING)).toBe(REASON_REFUSED);
    expect(reasonProblem(schema, 'Rimborso concordato\ncon il cliente', MISSING)).toBeUndefined();
  });
});
