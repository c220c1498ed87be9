import { expect, type APIRequestContext } from '@playwright/test';
import { localAppCheckHeader } from '../../scripts/stack/local-app-check';
import { memberBookingRequest } from '../../scripts/stack/member-booking-request';
import { saturdayForFullRefund } from './booking-support';

/** Calls a callable through Hosting's `/api/<name>` rewrite, as the site does (with App Check). */
export async function callApi(request: APIRequestContext, name: string, data: unknown) {
  const response = await request.post(`/api/${name}`, {
    data: { data },
    headers: localAppCheckHeader(),
  });
  return { status: response.status(), body: (await response.json()) as Record<string, unknown> };
}

/** Calls a callable that must succeed, and answers its result. */
export async function callApiResult(request: APIRequestContext, name: string, data: unknown) {
  const { status, body } = await callApi(request, name, data);
  expect(status).toBe(200);
  return body['result'] as Record<string, unknown>;
}

/**
 * Books through createCheckoutSession (which must succeed) and pays on the Stripe stand-in's
 * checkout page, as a tourist does; answers the booking's id (the webhook then marks it paid).
 */
export async function bookAndPay(request: APIRequestContext, checkout: unknown): Promise<string> {
  const { url, bookingId } = (await callApiResult(request, 'createCheckoutSession', checkout)) as {
    url: string;
    bookingId: string;
  };
  expect((await request.post(`${url}/pay`, { maxRedirects: 0 })).status()).toBe(303);
  return bookingId;
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

/**
 * Giulia Bianchi's booking for two, paid, on a Saturday far enough ahead for a full refund, mailed
 * in Italian to `customerEmail`: the starting point of the cancellation, receipt and staff specs.
 */
export async function paidRefundableBooking(
  request: APIRequestContext,
  customerEmail: string,
): Promise<string> {
  return bookAndPay(
    request,
    memberCheckoutRequest({ selectedDate: saturdayForFullRefund(), customerEmail, locale: 'it' }),
  );
}
