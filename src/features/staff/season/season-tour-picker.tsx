import { useLingui } from '@lingui/react/macro';
import type { SeasonTour } from '@/domain/api/staff-season';
import { SelectField } from '@/ui/form/select-field';

export const ALL_TOURS = 'all';

/** Wide enough for every tour's heat map one after the other without scrolling through screens. */
const WIDE_SCREEN = '(min-width: 48rem)';

/**
 * A phone shows one tour at a time (eight weeks of one tour fit a screen; all of them were nine
 * maps 7,888 px long); a wide screen, or a browser that cannot tell, shows them all.
 */
export function firstTourShown(tours: readonly SeasonTour[]): string {
  const phone = typeof window.matchMedia === 'function' && !window.matchMedia(WIDE_SCREEN).matches;
  return phone && tours[0] ? tours[0].tourId : ALL_TOURS;
}

export function SeasonTourPicker({
  tours,
  shown,
  onShow,
}: {
  tours: readonly SeasonTour[];
  shown: string;
  onShow: (tourId: string) => void;
}) {
  const { t } = useLingui();
  const options = [
    {
      value: ALL_TOURS,
      label: t`Tutti i tour (${tours.length})`,
    },
    ...tours.map((tour) => ({ value: tour.tourId, label: tour.tourName })),
  ];
  return (
    <SelectField
      label={t`Tour da mostrare`}
      value={shown}
      options={options}
      onChange={onShow}
      className="mt-4 max-w-sm"
    />
  );
}
