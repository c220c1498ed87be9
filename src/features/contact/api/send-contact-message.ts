import {
  contactResponseSchema,
  type ContactRequest,
  type ContactResponse,
} from '@/domain/api/contact';
import { callFunction } from '@/lib/firebase/call-function';

/** The sendContactEmail callable; the form's only way to the server (and what its tests replace). */
export function sendContactMessage(request: ContactRequest): Promise<ContactResponse> {
  return callFunction('sendContactEmail', request, contactResponseSchema);
}
