/**
 * Waits for `promise` but never longer than `ms`. Stripe sends webhooks asynchronously; the
 * stand-in gives a quick endpoint the chance to answer first, so local flows see the webhook
 * before the redirect, without making the customer wait on a slow or dead endpoint.
 */
export async function waitBriefly(promise: Promise<unknown>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, ms);
  });
  try {
    await Promise.race([promise, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
