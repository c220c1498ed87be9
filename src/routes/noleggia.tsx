import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute, Link } from '@tanstack/react-router';
import { buttonClass } from '@/ui/button-class';
import { RENTAL_INCLUDES, RENTAL_MODELS, RENTAL_NOTES } from '@/content/rental';
import { CheckList } from '@/ui/page/check-list';
import { PageSection } from '@/ui/page/page-section';
import { useLocalized } from '@/i18n/use-localized';
import { PageMeta } from '@/ui/page-meta';
import { RentalModelCard } from './-components/rental/rental-model-card';
import { PageHeader } from '@/ui/page/page-header';

// Joining inside the booking panel: the application loads when a visitor asks for it. Passed as a
// loader rather than through WithJoinForm, whose slot the tour pages share: taken here statically
// it cut the tour pages' common chunk in two (0.5 kB more on every tour and event page).
const loadJoinForm = () => import('./-components/booking/join-form');

export const Route = createFileRoute('/noleggia')({
  component: RentalPage,
});

function RentalPage() {
  const { t } = useLingui();
  const localized = useLocalized();
  return (
    <div className="mx-auto max-w-6xl space-y-14 px-4 py-10">
      <PageMeta
        title={t`Noleggio E-Bike`}
        description={t`Noleggia una e-bike in Valpolicella: Focus Jarifa, KTM CX750 e Focus Jam 2 a mezza giornata, giornata o più giorni, con casco e assicurazione inclusi.`}
        image="rental-ktm-cx750"
      />
      <PageHeader
        title={<Trans>Noleggio E-Bike</Trans>}
        lead={
          <Trans>
            Esplora la Valpolicella in libertà: scegli la tua e-bike per mezza giornata, una
            giornata intera o più giorni.
          </Trans>
        }
      />
      <div className="grid items-start gap-6 md:grid-cols-2 lg:grid-cols-3">
        {RENTAL_MODELS.map((model, index) => (
          <RentalModelCard
            key={model.id}
            model={model}
            priority={index === 0}
            loadJoinForm={loadJoinForm}
          />
        ))}
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        <PageSection title={<Trans>Il noleggio include</Trans>}>
          <CheckList items={RENTAL_INCLUDES} />
        </PageSection>
        <PageSection title={<Trans>Formule e condizioni</Trans>}>
          <ul className="list-disc space-y-2 pl-5 text-stone-800">
            {RENTAL_NOTES.map((note, index) => (
              <li key={index}>{localized(note)}</li>
            ))}
          </ul>
        </PageSection>
      </div>
      <section
        aria-labelledby="rental-quote"
        className="flex flex-col items-start gap-4 rounded-2xl bg-vine-800 p-8 text-white md:flex-row md:items-center md:justify-between"
      >
        <div>
          <h2 id="rental-quote" className="text-2xl font-semibold">
            <Trans>Ti serve un preventivo?</Trans>
          </h2>
          <p className="mt-1 text-stone-100">
            <Trans>
              Per gruppi o noleggi di più giorni scrivici: prepariamo un preventivo su misura.
            </Trans>
          </p>
        </div>
        <Link to="/contatti" className={buttonClass('onDark', 'large')}>
          <Trans>Richiedi un preventivo</Trans>
        </Link>
      </section>
    </div>
  );
}
