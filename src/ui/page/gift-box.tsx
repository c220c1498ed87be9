import { Trans } from '@lingui/react/macro';
import { Link } from '@tanstack/react-router';
import type { TourId } from '@/domain/tours';
import { buttonClass } from '@/ui/button-class';
import { AsideBox } from './aside-box';

/** "Regala un tour" beside a tour's booking card: the same experience as a gift voucher. */
export function GiftBox({ tourId }: { tourId: TourId }) {
  return (
    <AsideBox title={<Trans>Regala un tour</Trans>}>
      <p className="mt-1 text-sm text-stone-700">
        <Trans>
          Un buono regalo per questo tour o per l'importo che vuoi, anche a una data scelta.
        </Trans>
      </p>
      <Link to="/regala" search={{ tour: tourId }} className={`${buttonClass('outline')} mt-3`}>
        <Trans>Scegli il regalo</Trans>
      </Link>
    </AsideBox>
  );
}
