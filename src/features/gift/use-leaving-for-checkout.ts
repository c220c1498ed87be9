import { useRef, useState } from 'react';
import { usePageRestored } from '@/ui/use-page-restored';

/**
 * Whether the page is on its way to Stripe's payment page: the submit stays disabled meanwhile, so
 * a second tap cannot open a second checkout. The ref answers at once, before React re-renders the
 * button; the state disables it. Back from the payment page, the browser may restore this page as
 * it was left (back-forward cache): mid-redirect, so it is made ready again.
 */
export function useLeavingForCheckout() {
  const [leaving, setLeaving] = useState(false);
  const leavingRef = useRef(false);
  usePageRestored(() => {
    leavingRef.current = false;
    setLeaving(false);
  });
  return {
    leaving,
    isLeaving: () => leavingRef.current,
    leave: () => {
      leavingRef.current = true;
      setLeaving(true);
    },
  };
}
