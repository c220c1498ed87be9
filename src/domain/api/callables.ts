/**
 * Every callable of the site by name: who may call it and how App Check guards it. The one list
 * the web's calls (`callFunction`), the functions (`siteCallable`), Hosting's `/api/<name>`
 * rewrites (firebase.json) and the request and response schemas (callable-schemas.ts) all follow;
 * callables.test.ts fails when any of them names a callable this list does not, or misses one.
 *
 * It holds no schema so the web bundle pays only for these few strings: each page still imports
 * only the schemas of the calls it makes.
 */

/**
 * App Check is enforced on every callable. `limited-use`: each call carries a single-use token
 * that the function consumes, so a token copied from one call cannot be replayed for another
 * (the calls that reveal or hold something); `session`: the hour-long token is reused.
 */
export type AppCheckUse = 'session' | 'limited-use';

/** `staff`: the handler refuses anyone without a staff role (functions/src/lib/require-staff.ts). */
export type CallableAudience = 'public' | 'staff';

export interface CallableAccess {
  readonly appCheck: AppCheckUse;
  readonly audience: CallableAudience;
}

const publicSession = { appCheck: 'session', audience: 'public' } as const;
const publicLimitedUse = { appCheck: 'limited-use', audience: 'public' } as const;
const staffSession = { appCheck: 'session', audience: 'staff' } as const;

export const CALLABLES = {
  availability: publicSession,
  verifyMember: publicLimitedUse,
  createCheckoutSession: publicLimitedUse,
  verifyPayment: publicSession,
  releaseCheckout: publicSession,
  sendContactEmail: publicLimitedUse,
  submitMembership: publicLimitedUse,
  requestRenewal: publicLimitedUse,
  myBookings: publicSession,
  manageBooking: publicSession,
  cancelBooking: publicSession,
  changeBookingDate: publicSession,
  answerPostponement: publicSession,
  getWaiver: publicSession,
  signWaiver: publicSession,
  joinWaitlist: publicLimitedUse,
  purchaseVoucher: publicLimitedUse,
  getVoucher: publicLimitedUse,
  getReceipt: publicSession,
  myPaymentStatement: publicSession,
  getWaitlistOffer: publicSession,
  confirmWaitlist: publicSession,
  leaveWaitlist: publicSession,
  staffRoster: staffSession,
  staffCheckIn: staffSession,
  staffRentalDay: staffSession,
  staffRentalDesk: staffSession,
  staffRentalStock: staffSession,
  staffUpdateRentalStock: staffSession,
  staffAuditLog: staffSession,
  staffMembers: staffSession,
  staffRenewMember: staffSession,
  staffRecordFee: staffSession,
  staffImportMembers: staffSession,
  staffApplications: staffSession,
  staffDecideApplications: staffSession,
  staffCollectWaivers: staffSession,
  staffWaitlist: staffSession,
  staffSchedule: staffSession,
  staffUpdateSchedule: staffSession,
  staffSeason: staffSession,
  staffAttention: staffSession,
  staffResolveAttention: staffSession,
  staffRetryRefund: staffSession,
  staffResendMail: staffSession,
  staffFindBookings: staffSession,
  staffBookingStory: staffSession,
  staffAccountingFile: staffSession,
  staffResendConfirmation: staffSession,
  staffCancelBooking: staffSession,
  staffChangeBookingDate: staffSession,
  staffFindVouchers: staffSession,
  staffChangeVoucher: staffSession,
  staffIssueVoucher: staffSession,
  staffVoucherMonth: staffSession,
  rentalAvailability: publicSession,
  createRentalCheckout: publicLimitedUse,
  changeRentalDates: publicSession,
  manageRental: publicSession,
  cancelRental: publicSession,
  staffCancelRental: staffSession,
  createFeeCheckout: publicLimitedUse,
  staffPayouts: staffSession,
  staffPayoutLines: staffSession,
  cancelTourDate: staffSession,
  postponeTourDate: staffSession,
} as const satisfies Record<string, CallableAccess>;

export type CallableName = keyof typeof CALLABLES;

export const CALLABLE_NAMES = Object.keys(CALLABLES) as CallableName[];

/** Whether each call must carry a fresh, single-use App Check token. */
export function needsLimitedUseAppCheck(name: CallableName): boolean {
  return CALLABLES[name].appCheck === 'limited-use';
}
