import { msg } from '@lingui/core/macro';
import { useLingui } from '@lingui/react/macro';
import type { MemberValidity } from '@/domain/member-validity';
import { Badge, type BadgeTone } from '@/ui/badge';

const VALIDITY = {
  valid: { label: msg`Valida`, tone: 'success' },
  expiring: { label: msg`In scadenza`, tone: 'exclusive' },
  lapsed: { label: msg`Scaduta`, tone: 'danger' },
} as const satisfies Record<MemberValidity, { label: unknown; tone: BadgeTone }>;

/** A membership's state at a glance, in words as well as colour. */
export function MemberValidityBadge({ validity }: { validity: MemberValidity }) {
  const { i18n } = useLingui();
  const { label, tone } = VALIDITY[validity];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
