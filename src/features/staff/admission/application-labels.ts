import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type { MembershipType } from '@/domain/membership-rules';

/** The membership types as the board reads them. */
export const MEMBERSHIP_TYPE_LABELS: Readonly<Record<MembershipType, MessageDescriptor>> = {
  ordinario: msg`Socio ordinario`,
  sostenitore: msg`Socio sostenitore`,
  minore: msg`Socio minorenne`,
};

/** The identity documents an applicant living abroad gives instead of a tax code. */
const DOCUMENT_LABELS: Readonly<Record<string, MessageDescriptor>> = {
  identity_card: msg`Carta d'identità`,
  passport: msg`Passaporto`,
  driving_license: msg`Patente di guida`,
};

export function documentLabel(documentType: string): MessageDescriptor | undefined {
  return DOCUMENT_LABELS[documentType];
}
