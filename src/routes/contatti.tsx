import { Trans, useLingui } from '@lingui/react/macro';
import { createFileRoute } from '@tanstack/react-router';
import { ContactForm } from '@/features/contact/contact-form';
import { InertUntilHydrated } from '@/ui/inert-until-hydrated';
import { PageMeta } from '@/ui/page-meta';
import { ContactCard } from './-components/contact/contact-card';
import { ContactDetails } from './-components/contact/contact-details';
import { LocationMap } from './-components/contact/location-map';
import { OpeningHours } from './-components/contact/opening-hours';
import { PageHeader } from '@/ui/page/page-header';

export const Route = createFileRoute('/contatti')({
  component: ContactPage,
});

function ContactPage() {
  const { t } = useLingui();
  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-10">
      <PageMeta
        title={t`Contatti`}
        description={t`Contatta l'associazione per prenotare un tour, noleggiare una e-bike o chiedere informazioni: telefono, e-mail, WhatsApp e orari di apertura.`}
      />
      <PageHeader
        title={<Trans>Contatti</Trans>}
        lead={
          <Trans>
            Scrivici, chiamaci o passa a trovarci: siamo a San Pietro in Cariano, nel cuore della
            Valpolicella.
          </Trans>
        }
      />
      <div className="grid gap-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
        <div className="space-y-6">
          <ContactDetails />
          <OpeningHours />
        </div>
        <ContactCard
          id="contact-form"
          headingId="contact-form-title"
          title={<Trans>Scrivici un messaggio</Trans>}
        >
          <div className="mt-4">
            <InertUntilHydrated>
              <ContactForm />
            </InertUntilHydrated>
          </div>
        </ContactCard>
      </div>
      <LocationMap />
    </div>
  );
}
