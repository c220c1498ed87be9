import type { ApplicationSummary } from '@/domain/api/staff-members';
import { memberNameOf } from '@/domain/membership-rules';
import type { ApplicationDoc } from '@functions/services/membership/applications';
import type { ProvisionalBooking } from './provisional-bookings';

/** A stored text field of the application (the form stores them all, a renewal only some). */
function text(application: ApplicationDoc, field: string): string {
  const value = application[field];
  return typeof value === 'string' ? value : '';
}

/** "Via Roma 1, 37015 Sant'Ambrogio (VR), IT": the parts the applicant gave, on one line. */
function addressLine(application: ApplicationDoc): string {
  const province = text(application, 'province');
  const town = [text(application, 'postalCode'), text(application, 'city')]
    .filter(Boolean)
    .join(' ');
  return [
    text(application, 'address'),
    province ? `${town} (${province})` : town,
    text(application, 'country'),
  ]
    .filter(Boolean)
    .join(', ');
}

/** What the board reads to decide on one application, with the bookings made on it meanwhile. */
export function applicationSummary(
  id: string,
  application: ApplicationDoc,
  provisional: readonly ProvisionalBooking[],
): ApplicationSummary {
  return {
    id,
    submittedAt: application.createdAt.toDate().toISOString(),
    status: application.status,
    memberName: memberNameOf(application),
    fullName: application.fullName,
    email: application.email,
    phone: application.phone ?? '',
    membershipType: application.membershipType,
    birthDate: text(application, 'birthDate'),
    birthPlace: text(application, 'birthPlace'),
    address: addressLine(application),
    taxCode: text(application, 'taxCode'),
    documentType: text(application, 'documentType'),
    documentNumber: text(application, 'documentNumber'),
    minorName: application.minorName ?? '',
    minorBirthDate: text(application, 'minorBirthDate'),
    parentName: text(application, 'parentName'),
    notes: text(application, 'notes'),
    ...(application.renewalOf ? { renewalOf: application.renewalOf } : {}),
    provisionalBookings: provisional.map(({ id: bookingId, booking }) => ({
      bookingId,
      tourName: booking.tourName,
      selectedDate: booking.selectedDate,
      participants: booking.participants,
      status: booking.status,
      amountTotalCents: booking.amountTotalCents,
    })),
  };
}
