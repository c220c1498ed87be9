import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from './query-client';

let browserClient: QueryClient | undefined;

/** One cache for the whole visit in the browser; a fresh one per prerendered page. */
function queryClient(): QueryClient {
  if (typeof window === 'undefined') return createQueryClient();
  return (browserClient ??= createQueryClient());
}

/**
 * TanStack Query for the parts of a page that read the backend through it (booking card, payment
 * results, the membership fee's step, my bookings): place it around them where a route composes
 * them. It is not an app-wide provider so that Query (~9 kB gzipped) stays out of the first load
 * of pages that never use it: the home page, and the contact and membership forms, which send
 * through their own submit. Every instance shares one cache.
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(queryClient);
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
