import { describe, expect, it } from 'vitest';
import { escapeHtml } from './checkout-page.js';
import { CANCEL_URL, sessionParams, registerTestStack } from './test-fixtures.js';

const stack = registerTestStack();

async function openSession(): Promise<{ id: string; url: string }> {
  const session = await stack.stripe.checkout.sessions.create(sessionParams());
  return { id: session.id, url: session.url ?? '' };
}

const post = (url: string): Promise<Response> => fetch(url, { method: 'POST', redirect: 'manual' });

describe('hosted checkout page', () => {
  it('shows the order, escaped, with Pay, Decline and a Cancel link to cancel_url', async () => {
    const { url } = await openSession();
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toMatch(/<h1>[^<]+<\/h1>/);
    expect(html).toContain('Amarone hills &lt;e-bike&gt; tour');
    expect(html).not.toContain('<e-bike>');
    expect(html).toMatch(/<td>Amarone hills &lt;e-bike&gt; tour<\/td><td>2<\/td>/);
    expect(html).toContain('€285.00');
    expect(html).toContain('rider@example.com');
    expect(html).toMatch(/<button type="submit"[^>]*>Pay<\/button>/);
    expect(html).toMatch(/<button type="submit"[^>]*>Decline<\/button>/);
    expect(html).toContain(`<a href="${escapeHtml(CANCEL_URL)}">Cancel</a>`);
    expect(html).not.toMatch(/<[a-z]+ role="alert"/);
  });

  it('Pay completes the session, sends the signed event, then redirects with the id filled in', async () => {
    const { id, url } = await openSession();
    const response = await post(`${url}/pay`);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `http://localhost:5173/booking/done?session=${id}`,
    );
    // The receiver answers at once, so the event is in before the redirect.
    const delivered = stack.receiver.deliveries.map((d) => [d.event?.type, d.error]);
    expect(delivered).toEqual([['checkout.session.completed', null]]);
    const event = await stack.receiver.waitForEvent('checkout.session.completed');
    expect(event.data.object).toMatchObject({
      id,
      status: 'complete',
      payment_status: 'paid',
      amount_total: 28500,
      metadata: { bookingId: 'booking_42' },
    });
    const session = await stack.stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({ status: 'complete', payment_status: 'paid' });
    expect(session.payment_intent).toMatch(/^pi_/);

    const after = await (await fetch(url)).text();
    expect(after).toContain('This payment is complete.');
    expect(after).not.toContain('>Pay</button>');
  });

  it('Decline stays on the page with the error and leaves the session open', async () => {
    const { id, url } = await openSession();
    const response = await post(`${url}/decline`);
    expect(response.status).toBe(402);
    const html = await response.text();
    expect(html).toContain('<p role="alert">Your card was declined.</p>');
    expect(html).toMatch(/>Pay<\/button>/);
    const session = await stack.stripe.checkout.sessions.retrieve(id);
    expect(session).toMatchObject({ status: 'open', payment_status: 'unpaid' });
    expect(stack.receiver.deliveries).toHaveLength(0);
  });

  it('shows an expired session without buttons and refuses to pay it', async () => {
    const { id, url } = await openSession();
    await stack.stripe.checkout.sessions.expire(id);
    const html = await (await fetch(url)).text();
    expect(html).toContain('This checkout session has expired.');
    expect(html).not.toContain('<button');
    expect((await post(`${url}/pay`)).status).toBe(409);
    expect((await stack.stripe.checkout.sessions.retrieve(id)).status).toBe('expired');
  });

  it('answers 404 for an unknown session', async () => {
    const response = await fetch(`${stack.standIn.url}/checkout/cs_test_unknown`);
    expect(response.status).toBe(404);
  });
});
