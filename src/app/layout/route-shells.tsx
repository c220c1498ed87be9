import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react';
import type { ReactNode } from 'react';
import { VerifyingPayment } from '@/ui/page/verifying-payment';
import { PageMeta } from '@/ui/page-meta';

/**
 * The first HTML of each route that depends on the visitor, a signed link or a payment, so cannot
 * be prerendered: the site's header and footer around the route's own title and a loading state,
 * never another page's content. The app replaces it once the route's code has loaded. The titles
 * are the pages' own (same Italian source, so the same translation).
 */
export interface RouteShell {
  title: MessageDescriptor;
  /** What shows until the app takes over; a plain loading line when absent. */
  body?: () => ReactNode;
}

export const ROUTE_SHELLS: Readonly<Record<string, RouteShell>> = {
  '/auth': { title: msg`Accedi al tuo Account` },
  // The payment result is checked by the app: the page shows that it is being checked from the
  // first paint, exactly as the app's first render does.
  '/booking-success': { title: msg`Verifica del pagamento`, body: VerifyingPayment },
  '/regala/grazie': { title: msg`Verifica del pagamento`, body: VerifyingPayment },
  '/noleggia/grazie': { title: msg`Verifica del pagamento`, body: VerifyingPayment },
  '/le-mie-prenotazioni': { title: msg`Le mie prenotazioni` },
  // Every /le-mie-prenotazioni/{bookingId}; the ticket's own title needs the booking.
  '/le-mie-prenotazioni/_booking': { title: msg`Le mie prenotazioni` },
  '/staff': { title: msg`Area staff` },
  '/gestisci-prenotazione': { title: msg`Gestisci la prenotazione` },
  '/gestisci-noleggio': { title: msg`Gestisci il noleggio` },
  '/rinnova': { title: msg`Rinnovo dell'iscrizione` },
  '/liberatoria': { title: msg`Firma la liberatoria` },
  '/ricevuta': { title: msg`La tua ricevuta` },
  '/lista-attesa': { title: msg`Esci dalla lista d'attesa` },
};

/** What the prerender renders inside the site's layout for `path` (see RouteShellContext). */
export function RouteShellPage({ shell }: { shell: RouteShell }) {
  const { i18n } = useLingui();
  return (
    <>
      <PageMeta title={i18n._(shell.title)} noIndex />
      {shell.body ? (
        <shell.body />
      ) : (
        <p role="status" className="mx-auto max-w-3xl px-4 py-12 text-stone-700">
          {i18n._(msg`Caricamento...`)}
        </p>
      )}
    </>
  );
}
