import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import { ASSOCIATION } from '@/content/association';
import { PageMeta } from '@/ui/page-meta';

interface ExamplePolicyPageProps {
  /** 'Privacy Policy' or 'Cookie Policy', as the footer names the link. */
  title: string;
  /** The setting that must name the association's own policy before going live. */
  setting: 'VITE_PRIVACY_POLICY_URL' | 'VITE_COOKIE_POLICY_URL';
}

/**
 * Where the demo's footer links lead instead of a real policy: it says plainly that this is not
 * the association's policy and what has to be done before the site goes live.
 */
export function ExamplePolicyPage({ title, setting }: ExamplePolicyPageProps) {
  const { t } = useLingui();
  const name = ASSOCIATION.legalName;
  return (
    <article className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <PageMeta title={t`${title} (pagina di esempio)`} noIndex />
      <h1 className="text-3xl font-bold text-vine-900 md:text-4xl">
        <Trans>{title}: pagina di esempio</Trans>
      </h1>
      <p className="rounded-xl bg-amber-50 p-4 font-medium text-stone-900">
        <Trans>
          Questa pagina fa parte della demo del sito e non è l'informativa di {name}. Prima della
          messa online l'associazione pubblica la propria informativa e ne indica l'indirizzo
          nell'impostazione {setting}: senza di essa il sito non può essere pubblicato.
        </Trans>
      </p>
      <p>
        <Trans>
          Per domande sul trattamento dei dati personali puoi scriverci dalla{' '}
          <Link to="/contatti" className="font-medium text-vine-800 underline">
            pagina Contatti
          </Link>
          .
        </Trans>
      </p>
    </article>
  );
}
