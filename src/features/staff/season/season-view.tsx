import { Trans } from '@lingui/react/macro';
import type { StaffViewProps } from '../staff-views';

export function SeasonView(_props: StaffViewProps) {
  return (
    <p className="mt-6 text-stone-700">
      <Trans>In preparazione.</Trans>
    </p>
  );
}
