import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { BookingStatus } from '@/domain/api/booking';
import { Badge, type BadgeTone } from '@/ui/badge';

const STATUS: Record<BookingStatus, { label: MessageDescriptor; tone: BadgeTone }> = {
  pending: { label: msg`In attesa di pagamento`, tone: 'exclusive' },
  paid: { label: msg`Pagata`, tone: 'success' },
  expired: { label: msg`Scaduta`, tone: 'neutral' },
  cancelled: { label: msg`Annullata`, tone: 'danger' },
  refunded: { label: msg`Rimborsata`, tone: 'neutral' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = STATUS[status];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
