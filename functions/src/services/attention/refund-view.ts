interface StoredRefund {
  amountCents: number;
  status: string;
  attempts: number;
  lastError?: string | undefined;
}

/**
 * A failed refund's figures on a "Da controllare" row: a manager's to act on, so a guide's row
 * carries none (the row and its reasons are enough to see it is there).
 */
export function refundForManager<Refund extends StoredRefund>(
  refund: Refund | undefined,
  manager: boolean,
) {
  if (!refund || !manager) return {};
  return {
    refund: {
      amountCents: refund.amountCents,
      status: refund.status as Refund['status'],
      attempts: refund.attempts,
      ...(refund.lastError ? { lastError: refund.lastError.slice(0, 300) } : {}),
    },
  };
}
