import { Trans, useLingui } from '@lingui/react/macro';
import { useRef } from 'react';
import { ASSOCIATION } from '@/content/association';
import { LOCATION } from '@/content/contact';
import { NewTabLink } from '@/ui/new-tab-link';
import { TitledSection } from '@/ui/titled-section';
import { useMapAvailability } from './use-map-availability';

const { latitude, longitude } = LOCATION;
const delta = 0.01;
/** OpenStreetMap's embeddable view (no key, no cookies); CSP frame-src and connect-src allow it. */
export const MAP_EMBED_URL =
  `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - delta}%2C${latitude - delta / 2}` +
  `%2C${longitude + delta}%2C${latitude + delta / 2}&layer=mapnik&marker=${latitude}%2C${longitude}`;

/** The map when the service can be reached; otherwise a card with the address. The "open in maps" link is always there. */
export function LocationMap() {
  const { t } = useLingui();
  const box = useRef<HTMLDivElement>(null);
  const availability = useMapAvailability(MAP_EMBED_URL, box);
  const { address } = ASSOCIATION;
  const fullAddress = `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.street}, ${address.postalCode} ${address.city}`)}`;
  return (
    <TitledSection
      title={<Trans>Dove siamo</Trans>}
      className="space-y-3"
      titleClassName="text-xl font-semibold text-vine-900"
    >
      <div
        ref={box}
        className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-vine-100 sm:aspect-[16/9]"
      >
        {availability === 'available' ? (
          <iframe
            title={t`Mappa: ${fullAddress}`}
            src={MAP_EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 h-full w-full border-0"
          />
        ) : (
          <div
            className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-6 text-center text-stone-800"
            data-testid="map-fallback"
          >
            <p className="font-semibold">{ASSOCIATION.legalName}</p>
            <p>{fullAddress}</p>
            {availability === 'unavailable' && (
              <p className="mt-2 text-sm">
                <Trans>La mappa non è disponibile in questo momento.</Trans>
              </p>
            )}
          </div>
        )}
      </div>
      <div className="text-sm">
        <address className="inline not-italic">{fullAddress}</address> ·{' '}
        <NewTabLink href={mapsUrl} className="font-semibold text-vine-800 underline">
          <Trans>Apri in Mappe</Trans>
        </NewTabLink>
      </div>
    </TitledSection>
  );
}
