import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import { useLingui } from '@lingui/react';
import type { BookingStatus } from '@/domain/api/booking';
import { Badge, type BadgeTone } from './badge';

/** A booking's status as members (My bookings) and staff (the roster, its CSV) read it. */
export const BOOKING_STATUS: Readonly<
  Record<BookingStatus, { label: MessageDescriptor; tone: BadgeTone }>
> = {
  pending: { label: msg`In attesa di pagamento`, tone: 'exclusive' },
  paid: { label: msg`Pagata`, tone: 'success' },
  expired: { label: msg`Scaduta`, tone: 'neutral' },
  cancelled: { label: msg`Annullata`, tone: 'danger' },
  refunded: { label: msg`Rimborsata`, tone: 'neutral' },
};

export function BookingStatusBadge({ status }: { status: BookingStatus }) {
  const { i18n } = useLingui();
  const { label, tone } = BOOKING_STATUS[status];
  return <Badge tone={tone}>{i18n._(label)}</Badge>;
}
