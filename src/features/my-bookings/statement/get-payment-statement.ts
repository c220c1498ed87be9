import {
  myPaymentStatementResponseSchema,
  type MyPaymentStatementRequest,
} from '@/domain/api/payment-statement';
import { callFunction } from '@/lib/firebase/call-function';

/** The year's payments for one participant, from the server (a download: nothing is cached). */
export function fetchPaymentStatement(request: MyPaymentStatementRequest) {
  return callFunction('myPaymentStatement', request, myPaymentStatementResponseSchema);
}
