import { Trans, useLingui } from '@lingui/react/macro';
import type { ErrorComponentProps } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '@/ui/button-class';
import { PageMeta } from '@/ui/page-meta';

function reloadPage() {
  window.location.reload();
}

/**
 * What a render failure shows instead of the router's "Something went wrong!" (requirements: the
 * error catalogue's 'Unexpected Application Error!'), with the two ways out that always work: a
 * reload and a full load of the home page (a plain link: the app that failed is not trusted to
 * navigate). The error is logged for whoever reads the console or the browser's error reports.
 */
export function ErrorPage({
  error,
  info,
  reload = reloadPage,
}: ErrorComponentProps & { reload?: () => void }) {
  const { t } = useLingui();
  useEffect(() => {
    console.error('Unexpected application error', error, info?.componentStack ?? '');
  }, [error, info]);
  return (
    <section
      role="alert"
      className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center"
    >
      <PageMeta title={t`Errore imprevisto dell'applicazione!`} noIndex />
      <h1 className="text-2xl font-semibold">
        <Trans>Errore imprevisto dell'applicazione!</Trans>
      </h1>
      <p className="text-stone-700">
        <Trans>
          Qualcosa non ha funzionato nel mostrare questa pagina. Ricaricala oppure torna alla home:
          i dati che stavi inserendo nei moduli restano salvati su questo dispositivo.
        </Trans>
      </p>
      <div className="flex flex-wrap justify-center gap-3">
        <button type="button" onClick={() => reload()} className={buttonClass('primary')}>
          <Trans>Ricarica la pagina</Trans>
        </button>
        <a href="/" className={buttonClass('outline')}>
          <Trans>Torna alla home</Trans>
        </a>
      </div>
    </section>
  );
}
