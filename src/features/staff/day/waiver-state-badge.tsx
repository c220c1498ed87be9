import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { WaiverState } from '@/domain/waiver';
import { Badge, type BadgeTone } from '@/ui/badge';

const STATES = {
  signed: { label: msg`firmata`, tone: 'success' },
  guardian_signed: { label: msg`firmata dal tutore`, tone: 'success' },
  missing: { label: msg`mancante`, tone: 'danger' },
} as const satisfies Record<WaiverState, { label: unknown; tone: BadgeTone }>;

/**
 * A participant's waiver in words as well as colour; one signed on this device and not sent yet
 * says so, as an unsent check-in does.
 */
export function WaiverStateBadge({ state, pending }: { state: WaiverState; pending: boolean }) {
  const { t, i18n } = useLingui();
  const { label, tone } = STATES[state];
  return (
    <span className="inline-flex flex-wrap items-center gap-1">
      <span className="sr-only">{t`Liberatoria:`}</span>
      <Badge tone={tone}>{i18n._(label)}</Badge>
      {pending && <span className="text-xs text-stone-700">{t`da inviare`}</span>}
    </span>
  );
}
