import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useLocation } from '@tanstack/react-router';
import { useEffect } from 'react';
import { buttonClass } from '@/ui/button-class';
import { PageMeta } from '@/ui/page-meta';

export function NotFoundPage() {
  const { t } = useLingui();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="mx-auto flex max-w-xl flex-col items-center gap-6 px-4 py-24 text-center">
      <PageMeta title={t`Oops! Pagina non trovata`} noIndex />
      <p className="text-6xl font-bold text-vine-700" aria-hidden="true">
        404
      </p>
      <h1 className="text-2xl font-semibold">
        <Trans>Oops! Pagina non trovata</Trans>
      </h1>
      <Link to="/" className={buttonClass('primary')}>
        <Trans>Torna alla home</Trans>
      </Link>
    </section>
  );
}
