import { addDays } from '@/domain/calendar';
import { RENTAL_BIKES_MAX } from '@/domain/api/rental';
import {
  FORMULA_DAYS,
  RENTAL_MAX_DAYS,
  formulaExtends,
  type HalfDaySlot,
  type RentalFormula,
} from '@/domain/rental/price-list';
import type { FrameSize } from '@/domain/rental/sizes';
import {
  bookingFormReducer,
  initialBookingFormState,
  isReadyToSubmit,
  type BookingFormAction,
  type BookingFormState,
} from '@/features/booking/card/booking-form-state';

/**
 * The rental panel's state: the tour card's own (who books, the member box, the terms, the
 * declaration, `selectedDate` as the first day), so its reducer and member steps are reused as
 * they are, plus what is rented. Its tour-only fields (participants, voucher) stay unused.
 */
export interface RentalFormState extends BookingFormState {
  formula: RentalFormula;
  slot: HalfDaySlot;
  /** The last day (YYYY-MM-DD), both days included; the first day for a half or full day. */
  endDate: string | null;
  bikesBySize: Partial<Record<FrameSize, number>>;
  /** One rider per bike, in the order of the sizes; longer than the bikes keeps what was typed. */
  riderNames: string[];
  addOns: Record<string, number>;
}

export type RentalFormAction =
  | BookingFormAction
  | { type: 'formulaChosen'; formula: RentalFormula }
  | { type: 'slotChosen'; slot: HalfDaySlot }
  | { type: 'endDateChosen'; date: string }
  | { type: 'bikesChosen'; size: FrameSize; count: number }
  | { type: 'riderNameChanged'; index: number; value: string }
  | { type: 'addOnChosen'; addOnId: string; quantity: number };

export const initialRentalFormState: RentalFormState = {
  ...initialBookingFormState,
  formula: 'half_day',
  slot: 'morning',
  endDate: null,
  bikesBySize: {},
  riderNames: [''],
  addOns: {},
};

/** The last days a rental starting on `startDate` may end on: its formula's days up to the most. */
export function endDateChoices(formula: RentalFormula, startDate: string): string[] {
  const first = FORMULA_DAYS[formula];
  const last = formulaExtends(formula) ? RENTAL_MAX_DAYS : first;
  return Array.from({ length: last - first + 1 }, (_, index) =>
    addDays(startDate, first + index - 1),
  );
}

export function bikeCount(state: Pick<RentalFormState, 'bikesBySize'>): number {
  return Object.values(state.bikesBySize).reduce((sum, count) => sum + (count ?? 0), 0);
}

/** The bikes' sizes one per bike, in size order (the rider names follow it). */
export function bikeSizes(
  state: Pick<RentalFormState, 'bikesBySize'>,
  order: readonly FrameSize[],
) {
  return order.flatMap((size) => Array.from({ length: state.bikesBySize[size] ?? 0 }, () => size));
}

/** A new first day or formula: the end moves to the formula's own length from that day. */
function withDefaultEnd(state: RentalFormState): RentalFormState {
  const start = state.selectedDate;
  return { ...state, endDate: start === null ? null : endDateChoices(state.formula, start)[0]! };
}

export function rentalFormReducer(
  state: RentalFormState,
  action: RentalFormAction,
): RentalFormState {
  switch (action.type) {
    case 'formulaChosen':
      // A day that could start the old formula may not start this one: choose the day again.
      return { ...state, formula: action.formula, selectedDate: null, endDate: null };
    case 'slotChosen':
      return { ...state, slot: action.slot };
    case 'endDateChosen':
      return { ...state, endDate: action.date };
    case 'bikesChosen': {
      const others = bikeCount(state) - (state.bikesBySize[action.size] ?? 0);
      const count = Math.max(0, Math.min(action.count, RENTAL_BIKES_MAX - others));
      const bikesBySize = { ...state.bikesBySize, [action.size]: count };
      const riderNames = [...state.riderNames];
      while (riderNames.length < others + count) riderNames.push('');
      return { ...state, bikesBySize, riderNames };
    }
    case 'riderNameChanged': {
      const riderNames = [...state.riderNames];
      riderNames[action.index] = action.value;
      return { ...state, riderNames };
    }
    case 'addOnChosen':
      return {
        ...state,
        addOns: { ...state.addOns, [action.addOnId]: Math.max(0, action.quantity) },
      };
    case 'dateSelected':
      return withDefaultEnd({ ...state, selectedDate: action.date });
    default:
      return { ...state, ...bookingFormReducer(state, action) };
  }
}

/** The riders' names the request carries: one per bike, blanks kept for the check to catch. */
export function ridersForBikes(state: RentalFormState): string[] {
  return Array.from({ length: bikeCount(state) }, (_, index) => state.riderNames[index] ?? '');
}

/**
 * What the tour card requires before its button turns active, with the rental's own: at least a
 * bike, and an end day. The medical declaration counts only where the model asks for it.
 */
export function isRentalReady(state: RentalFormState, medicalRequired: boolean): boolean {
  return (
    isReadyToSubmit({ ...state, medicalDeclared: state.medicalDeclared || !medicalRequired }) &&
    state.endDate !== null &&
    bikeCount(state) > 0
  );
}
