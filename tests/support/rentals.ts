import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { bikePriceCents } from '@/domain/rental/price-list';
import { rentalInterval } from '@/domain/rental/interval';
import type { FrameSize } from '@/domain/rental/sizes';
import type { DeskRentalDoc } from '@functions/services/rental-desk/desk-rentals';

/**
 * A paid rental as the checkout and its payment leave it (a Jarifa, a morning by default), written
 * straight into `rentals`: the desk's tests start where the booking ends. A test states only what
 * it changes.
 */
export async function paidRental(
  db: Firestore,
  {
    id,
    startDate,
    sizes = ['M', 'M'],
    ...overrides
  }: { id: string; startDate: string; sizes?: FrameSize[] } & Partial<DeskRentalDoc>,
): Promise<string> {
  const interval = rentalInterval({
    formula: 'half_day',
    startDate,
    endDate: startDate,
    slot: 'morning',
  });
  if (!interval) throw new Error('no morning interval');
  const unit = bikePriceCents('focus-jarifa', 'half_day', 1);
  const now = Timestamp.now();
  const rental: DeskRentalDoc = {
    modelId: 'focus-jarifa',
    modelName: 'Focus Jarifa',
    formula: 'half_day',
    slot: 'morning',
    startDate,
    endDate: startDate,
    startsAt: Timestamp.fromDate(interval.startsAt),
    endsAt: Timestamp.fromDate(interval.endsAt),
    days: 1,
    bikes: sizes.map((size, index) => ({ size, riderName: `Rider ${index + 1}` })),
    addOns: [{ addOnId: 'child-seat', name: 'Seggiolino', quantity: 1, pricePerDayCents: 1000 }],
    bikeUnitPriceCents: unit,
    amountTotalCents: unit * sizes.length + 1000,
    currency: 'eur',
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.org',
    additionalNotes: '',
    locale: 'it',
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: '2025-09-08',
      termsAcceptedAt: now,
      medicalCertDeclared: false,
      memberNameEntered: 'Giulia Bianchi',
      memberMatch: 'found',
      memberId: '2026-001',
    },
    status: 'paid',
    holdsStock: true,
    createdAt: now,
    updatedAt: now,
    expiresAt: now,
    paidAt: now,
    anonymisedAt: null,
    needsStaffAttention: false,
    staffAttentionReasons: [],
    ...overrides,
  };
  await db.collection('rentals').doc(id).set(rental);
  return id;
}
