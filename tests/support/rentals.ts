import type { RentalCheckoutRequest } from '@/domain/api/rental';
import { TERMS_VERSION } from '@/domain/terms';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { rentalInterval } from '@/domain/rental/interval';
import { bikePriceCents } from '@/domain/rental/price-list';
import type { FrameSize } from '@/domain/rental/sizes';
import { rentalsCollection, type RentalDoc } from '@functions/services/rental/rental-docs';
import { createRentalCheckout } from '@functions/services/rental/rental-checkout';
import { DEMO_RENTAL_ADD_ONS, DEMO_RENTAL_STOCK } from '../../scripts/stack/demo-rental-stock';
import { call } from './booking-request';
import { completeOnStripe } from './stripe-stand-in';
import { eventually } from './eventually';
import { SATURDAY } from './harness-dates';
import type { Harness } from './booking-harness';
import { giuliaAsBooker } from './booking-doc';
import { testDb } from './firestore';
import { storedRental } from './stored-rentals';
import { storedSignature } from './waivers';

/**
 * The rental tests' factories: the demo shop's stock (scripts/stack/demo-rental-stock.ts) with a
 * test's changes, and a "Prenota" request that states only what a test changes.
 */
export async function seedRentalStock(
  changes: { jarifa?: object; addOns?: Record<string, object> } = {},
): Promise<void> {
  const db = testDb();
  const batch = db.batch();
  for (const [id, doc] of Object.entries(DEMO_RENTAL_STOCK)) {
    batch.set(db.collection('rentalStock').doc(id), {
      ...doc,
      ...(id === 'focus-jarifa' ? changes.jarifa : {}),
    });
  }
  for (const [id, doc] of Object.entries(DEMO_RENTAL_ADD_ONS)) {
    batch.set(db.collection('rentalAddOns').doc(id), { ...doc, ...changes.addOns?.[id] });
  }
  await batch.commit();
}

type RentalOverrides = Partial<Omit<RentalCheckoutRequest, 'gating' | 'selection'>> & {
  selection?: Partial<RentalCheckoutRequest['selection']>;
  gating?: Partial<RentalCheckoutRequest['gating']>;
};

/** Two medium Focus Jarifa for `date`'s morning, booked by the demo member Giulia Bianchi. */
export function rentalRequest(
  date: string,
  overrides: RentalOverrides = {},
): RentalCheckoutRequest {
  return {
    customerName: 'Giulia Bianchi',
    customerEmail: 'giulia@example.com',
    bikes: [
      { size: 'M', riderName: 'Giulia Bianchi' },
      { size: 'M', riderName: 'Marco Rossi' },
    ],
    addOns: [],
    locale: 'it',
    ...overrides,
    selection: {
      modelId: 'focus-jarifa',
      formula: 'half_day',
      startDate: date,
      endDate: date,
      slot: 'morning',
      ...overrides.selection,
    },
    gating: {
      isMember: true,
      termsAccepted: true,
      termsVersion: TERMS_VERSION,
      termsAcceptedAt: '2026-11-23T08:55:00.000Z',
      medicalCertDeclared: false,
      memberId: null,
      memberMatch: 'found',
      memberNameEntered: 'Giulia Bianchi',
      ...overrides.gating,
    },
  };
}

/**
 * A rental bought for real: `request`'s checkout, paid at the Stripe stand-in and waited for until
 * the webhook has marked it paid. Its id.
 */
export async function rentalPaidAtStripe(
  harness: Harness,
  request: RentalCheckoutRequest,
): Promise<string> {
  const { rentalId } = await createRentalCheckout(harness.deps, harness.settings, call(request));
  await completeOnStripe(harness, (await storedRental(rentalId)).stripeSessionId!);
  await eventually(async () => (await storedRental(rentalId)).status === 'paid');
  return rentalId;
}

/** The stored rental, read through the functions' own converter (so checked against its schema). */
/**
 * Rider `i`'s "Prenota" of one medium bike for Saturday morning, as a different person each
 * (address and member name), unverified members allowed: many of them race for the last bikes.
 */
export function riderCheckout(harness: Harness, i: number, overrides: RentalOverrides = {}) {
  return createRentalCheckout(
    harness.deps,
    { ...harness.settings, allowUnverifiedMembers: true },
    call(
      rentalRequest(SATURDAY, {
        customerEmail: `rider${i}@example.com`,
        bikes: [{ size: 'M', riderName: `Rider ${i}` }],
        gating: { memberNameEntered: `Rider ${i}` },
        ...overrides,
      }),
    ),
  );
}

/**
 * A paid rental as the checkout and its payment leave it (a Jarifa, a morning by default), its
 * riders having signed their waivers by their links, written straight into `rentals`: the desk's
 * tests start where the booking ends. A test states only what it changes (`waivers: {}`: nobody
 * has signed).
 */
export async function paidRental(
  db: Firestore,
  {
    id,
    startDate,
    sizes = ['M', 'M'],
    ...overrides
  }: { id: string; startDate: string; sizes?: FrameSize[] } & Partial<RentalDoc>,
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
  const rental: RentalDoc = {
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
    waivers: Object.fromEntries(
      sizes.map((_, index) => [String(index), storedSignature(index, `Rider ${index + 1}`)]),
    ),
    addOns: [{ addOnId: 'child-seat', name: 'Seggiolino', quantity: 1, pricePerDayCents: 1000 }],
    bikeUnitPriceCents: unit,
    amountTotalCents: unit * sizes.length + 1000,
    currency: 'eur',
    ...giuliaAsBooker(now, {
      customerEmail: 'giulia@example.org',
      gating: { medicalCertDeclared: false, memberId: '2026-001' },
    }),
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
  await rentalsCollection(db).doc(id).set(rental);
  return id;
}
