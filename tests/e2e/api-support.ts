import type { APIRequestContext } from '@playwright/test';
import { localAppCheckHeader } from '../../scripts/stack/local-app-check';
import { memberBookingRequest } from '../../scripts/stack/member-booking-request';

/** Calls a callable through Hosting's `/api/<name>` rewrite, as the site does (with App Check). */
export async function callApi(request: APIRequestContext, name: string, data: unknown) {
  const response = await request.post(`/api/${name}`, {
    data: { data },
    headers: localAppCheckHeader(),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** A complete checkout request from the demo member Giulia Bianchi for two on the Pojega tour. */
export function memberCheckoutRequest(options: {
  selectedDate: string;
  customerEmail: string;
  locale: 'it' | 'en';
}) {
  return memberBookingRequest({
    tourId: 'pojega',
    memberName: 'Giulia Bianchi',
    participantNames: ['Giulia Bianchi', 'Marco Rossi'],
    ...options,
  });
}
