import { Trans, useLingui } from '@lingui/react/macro';
import { ASSOCIATION } from '../../../content/association';
import { LOCATION } from '../../../content/contact';
import { useOnlineStatus } from '../../../lib/network/use-online-status';

const { latitude, longitude } = LOCATION;
const delta = 0.01;
/** OpenStreetMap's embeddable view (no key, no cookies); frame-src must allow its host. */
const EMBED_URL =
  `https://www.openstreetmap.org/export/embed.html?bbox=${longitude - delta}%2C${latitude - delta / 2}` +
  `%2C${longitude + delta}%2C${latitude + delta / 2}&layer=mapnik&marker=${latitude}%2C${longitude}`;

/**
 * The map, over a plain card with the address. Offline the frame is left out; if the frame is
 * blocked the address and the "open in maps" link below it still work.
 */
export function LocationMap() {
  const { t } = useLingui();
  const online = useOnlineStatus();
  const { address } = ASSOCIATION;
  const fullAddress = `${address.street}, ${address.postalCode} ${address.city} (${address.province})`;
  const mapsUrl = `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(`${address.street}, ${address.postalCode} ${address.city}`)}`;
  return (
    <section aria-labelledby="map-title" className="space-y-3">
      <h2 id="map-title" className="text-xl font-semibold text-vine-900">
        <Trans>Dove siamo</Trans>
      </h2>
      <div className="relative aspect-[4/3] overflow-hidden rounded-2xl bg-vine-100 sm:aspect-[16/9]">
        <div className="absolute inset-0 flex flex-col items-center justify-center gap-1 p-6 text-center text-stone-800">
          <p className="font-semibold">{ASSOCIATION.legalName}</p>
          <p>{fullAddress}</p>
          {!online && (
            <p className="mt-2 text-sm">
              <Trans>La mappa non è disponibile offline.</Trans>
            </p>
          )}
        </div>
        {online && (
          <iframe
            title={t`Mappa: ${fullAddress}`}
            src={EMBED_URL}
            loading="lazy"
            referrerPolicy="no-referrer"
            className="absolute inset-0 h-full w-full border-0"
          />
        )}
      </div>
      <div className="text-sm">
        <address className="inline not-italic">{fullAddress}</address> ·{' '}
        <a
          href={mapsUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="font-semibold text-vine-800 underline"
        >
          <Trans>Apri in Mappe</Trans>
          <span className="sr-only">
            {' '}
            <Trans>(si apre in una nuova scheda)</Trans>
          </span>
        </a>
      </div>
    </section>
  );
}
