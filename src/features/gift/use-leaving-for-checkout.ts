import { useEffect, useState } from 'react';

/**
 * Whether the page is on its way to Stripe's payment page: the submit stays disabled meanwhile, so
 * a second tap cannot buy a second voucher. Back from the payment page, the browser may restore
 * this page as it was left (back-forward cache): mid-redirect, so it is ready again.
 */
export function useLeavingForCheckout() {
  const [leaving, setLeaving] = useState(false);
  useEffect(() => {
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) setLeaving(false);
    };
    window.addEventListener('pageshow', onPageShow);
    return () => window.removeEventListener('pageshow', onPageShow);
  }, []);
  return { leaving, leave: () => setLeaving(true) };
}
