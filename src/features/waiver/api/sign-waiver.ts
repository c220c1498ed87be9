import {
  signWaiverResponseSchema,
  type SignWaiverRequest,
  type SignWaiverResponse,
  type WaiverSignatureFields,
} from '@/domain/api/waiver';
import { callFunction } from '@/lib/firebase/call-function';

/**
 * Signs the link's participant's waiver. The answer is the page's view again, now signed; the
 * server checks the signature against the booking's own tour date and the text in force.
 */
export function signWaiver(
  token: string,
  signature: WaiverSignatureFields,
): Promise<SignWaiverResponse> {
  const request: SignWaiverRequest = { token, signature };
  return callFunction('signWaiver', request, signWaiverResponseSchema);
}
