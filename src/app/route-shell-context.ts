import { createContext, type ReactNode } from 'react';

/**
 * The first HTML of a route that cannot be prerendered (it depends on the visitor, a signed link
 * or a payment): set only by the prerender (src/entry-server.tsx), which renders the site's layout
 * around this instead of the route's own page. Never set in the browser.
 */
export const RouteShellContext = createContext<ReactNode>(null);
