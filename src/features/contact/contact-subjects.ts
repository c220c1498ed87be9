import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { ContactSubject } from '@/domain/api/contact';

/** The subject choices in the spec's order. */
export const SUBJECT_LABELS: Record<ContactSubject, MessageDescriptor> = {
  booking: msg`Prenotazione tour`,
  rental: msg`Noleggio e-bike`,
  info: msg`Informazioni generali`,
  group: msg`Tour di gruppo`,
  custom: msg`Tour personalizzato`,
  other: msg`Altro`,
};
