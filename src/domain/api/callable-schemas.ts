import {
  createFeeCheckoutRequestSchema,
  createFeeCheckoutResponseSchema,
  verifyFeePaymentRequestSchema,
  verifyFeePaymentResponseSchema,
} from './membership-fee';
import {
  myPaymentStatementRequestSchema,
  myPaymentStatementResponseSchema,
} from './payment-statement';
import {
  staffAccountingFileRequestSchema,
  staffAccountingFileResponseSchema,
} from './staff-receipts';
import { getReceiptRequestSchema, receiptViewSchema } from './receipts';
import {
  getVoucherRequestSchema,
  verifyVoucherPaymentRequestSchema,
  voucherPaymentResponseSchema,
  voucherPurchaseRequestSchema,
  voucherPurchaseResponseSchema,
  voucherViewSchema,
} from './vouchers';
import type { z, ZodType } from 'zod';
import { availabilityRequestSchema, availabilityResponseSchema } from './availability';
import {
  bookingRequestSchema,
  checkoutSessionResponseSchema,
  verifyPaymentRequestSchema,
  verifyPaymentResponseSchema,
} from './booking';
import type { CallableName } from './callables';
import {
  bookingHandleSchema,
  cancelBookingResponseSchema,
  cancelTourDateRequestSchema,
  cancelTourDateResponseSchema,
  manageBookingResponseSchema,
  releaseCheckoutRequestSchema,
  releaseCheckoutResponseSchema,
} from './cancellation';
import { contactRequestSchema, contactResponseSchema } from './contact';
import {
  staffCancelRentalRequestSchema,
  staffRentalDayRequestSchema,
  staffRentalDayResponseSchema,
  staffRentalDeskRequestSchema,
  staffRentalDeskResponseSchema,
} from './staff-rental-desk';
import {
  staffRentalStockRequestSchema,
  staffRentalStockResponseSchema,
  staffUpdateRentalStockRequestSchema,
} from './staff-rental-stock';
import {
  answerPostponementRequestSchema,
  answerPostponementResponseSchema,
  changeBookingDateRequestSchema,
  changeBookingDateResponseSchema,
  postponeTourDateRequestSchema,
  postponeTourDateResponseSchema,
  staffChangeBookingDateRequestSchema,
} from './date-change';
import { verifyMemberRequestSchema, verifyMemberResponseSchema } from './members';
import { membershipApplicationSchema, membershipResponseSchema } from './membership';
import { myBookingsRequestSchema, myBookingsResponseSchema } from './my-bookings';
import { renewalRequestSchema, renewalResponseSchema } from './renewal';
import {
  cancelRentalResponseSchema,
  changeRentalDatesRequestSchema,
  changeRentalDatesResponseSchema,
  rentalAvailabilityRequestSchema,
  rentalAvailabilityResponseSchema,
  rentalCheckoutRequestSchema,
  rentalCheckoutResponseSchema,
  rentalHandleSchema,
  manageRentalResponseSchema,
  verifyRentalPaymentRequestSchema,
  verifyRentalPaymentResponseSchema,
} from './rental';
import {
  staffCheckInRequestSchema,
  staffCheckInResponseSchema,
  staffRosterRequestSchema,
  staffRosterResponseSchema,
} from './staff';
import {
  staffAttentionRequestSchema,
  staffAttentionResponseSchema,
  staffResendMailRequestSchema,
  staffResendMailResponseSchema,
  staffResolveAttentionRequestSchema,
  staffResolveAttentionResponseSchema,
  staffRetryRefundRequestSchema,
  staffRetryRefundResponseSchema,
} from './staff-attention';
import { staffAuditLogRequestSchema, staffAuditLogResponseSchema } from './staff-audit';
import {
  staffBookingRequestSchema,
  staffBookingStoryResponseSchema,
  staffCancelBookingRequestSchema,
  staffCancelBookingResponseSchema,
  staffFindBookingsRequestSchema,
  staffFindBookingsResponseSchema,
  staffResendConfirmationResponseSchema,
} from './staff-booking-search';
import {
  staffScheduleRequestSchema,
  staffScheduleResponseSchema,
  staffUpdateScheduleRequestSchema,
} from './staff-calendar';
import {
  staffApplicationsRequestSchema,
  staffApplicationsResponseSchema,
  staffDecideApplicationsRequestSchema,
  staffDecideApplicationsResponseSchema,
  staffImportMembersRequestSchema,
  staffImportMembersResponseSchema,
  staffMembersRequestSchema,
  staffMembersResponseSchema,
  staffRecordFeeRequestSchema,
  staffRecordFeeResponseSchema,
  staffRenewMemberRequestSchema,
  staffRenewMemberResponseSchema,
} from './staff-members';
import { staffSeasonRequestSchema, staffSeasonResponseSchema } from './staff-season';
import {
  staffChangeVoucherRequestSchema,
  staffChangeVoucherResponseSchema,
  staffFindVouchersRequestSchema,
  staffFindVouchersResponseSchema,
  staffIssueVoucherRequestSchema,
  staffIssueVoucherResponseSchema,
  staffVoucherMonthRequestSchema,
  staffVoucherMonthResponseSchema,
} from './staff-vouchers';
import {
  staffPayoutLinesRequestSchema,
  staffPayoutLinesResponseSchema,
  staffPayoutsRequestSchema,
  staffPayoutsResponseSchema,
} from './staff-payouts';
import {
  joinWaitlistRequestSchema,
  joinWaitlistResponseSchema,
  confirmWaitlistResponseSchema,
  leaveWaitlistResponseSchema,
  staffWaitlistRequestSchema,
  staffWaitlistResponseSchema,
  waitlistOfferResponseSchema,
  waitlistTokenRequestSchema,
} from './waitlist';
import {
  getWaiverRequestSchema,
  getWaiverResponseSchema,
  signWaiverRequestSchema,
  signWaiverResponseSchema,
  staffCollectWaiversRequestSchema,
  staffCollectWaiversResponseSchema,
} from './waiver';

export interface CallableSchemas {
  /** What the function parses `request.data` with. */
  readonly request: ZodType;
  /** What the web checks the answer against (`callFunction`). */
  readonly response: ZodType;
}

/**
 * The request and response schema of each callable in CALLABLES, and no other: the type demands
 * one entry per name. The web imports this file for its types only (`callFunction`), so no page
 * downloads the schemas of calls it never makes.
 */
export const CALLABLE_SCHEMAS = {
  availability: { request: availabilityRequestSchema, response: availabilityResponseSchema },
  verifyMember: { request: verifyMemberRequestSchema, response: verifyMemberResponseSchema },
  createCheckoutSession: { request: bookingRequestSchema, response: checkoutSessionResponseSchema },
  // A booking's success page names `bookingId`, a voucher purchase's `voucherId`, a rental's
  // `rentalId`: each is
  // answered its own shape, and each page checks the answer with its own schema.
  verifyPayment: {
    request: verifyPaymentRequestSchema
      .or(verifyVoucherPaymentRequestSchema)
      .or(verifyRentalPaymentRequestSchema)
      .or(verifyFeePaymentRequestSchema),
    response: verifyPaymentResponseSchema
      .or(voucherPaymentResponseSchema)
      .or(verifyRentalPaymentResponseSchema)
      .or(verifyFeePaymentResponseSchema),
  },
  releaseCheckout: {
    request: releaseCheckoutRequestSchema,
    response: releaseCheckoutResponseSchema,
  },
  sendContactEmail: { request: contactRequestSchema, response: contactResponseSchema },
  submitMembership: { request: membershipApplicationSchema, response: membershipResponseSchema },
  requestRenewal: { request: renewalRequestSchema, response: renewalResponseSchema },
  myBookings: { request: myBookingsRequestSchema, response: myBookingsResponseSchema },
  manageBooking: { request: bookingHandleSchema, response: manageBookingResponseSchema },
  cancelBooking: { request: bookingHandleSchema, response: cancelBookingResponseSchema },
  changeBookingDate: {
    request: changeBookingDateRequestSchema,
    response: changeBookingDateResponseSchema,
  },
  answerPostponement: {
    request: answerPostponementRequestSchema,
    response: answerPostponementResponseSchema,
  },
  getWaiver: { request: getWaiverRequestSchema, response: getWaiverResponseSchema },
  signWaiver: { request: signWaiverRequestSchema, response: signWaiverResponseSchema },
  joinWaitlist: { request: joinWaitlistRequestSchema, response: joinWaitlistResponseSchema },
  purchaseVoucher: {
    request: voucherPurchaseRequestSchema,
    response: voucherPurchaseResponseSchema,
  },
  getVoucher: { request: getVoucherRequestSchema, response: voucherViewSchema },
  getReceipt: { request: getReceiptRequestSchema, response: receiptViewSchema },
  myPaymentStatement: {
    request: myPaymentStatementRequestSchema,
    response: myPaymentStatementResponseSchema,
  },
  getWaitlistOffer: { request: waitlistTokenRequestSchema, response: waitlistOfferResponseSchema },
  confirmWaitlist: {
    request: waitlistTokenRequestSchema,
    response: confirmWaitlistResponseSchema,
  },
  leaveWaitlist: { request: waitlistTokenRequestSchema, response: leaveWaitlistResponseSchema },
  staffRoster: { request: staffRosterRequestSchema, response: staffRosterResponseSchema },
  staffCheckIn: { request: staffCheckInRequestSchema, response: staffCheckInResponseSchema },
  staffRentalDay: {
    request: staffRentalDayRequestSchema,
    response: staffRentalDayResponseSchema,
  },
  staffRentalDesk: {
    request: staffRentalDeskRequestSchema,
    response: staffRentalDeskResponseSchema,
  },
  staffRentalStock: {
    request: staffRentalStockRequestSchema,
    response: staffRentalStockResponseSchema,
  },
  staffUpdateRentalStock: {
    request: staffUpdateRentalStockRequestSchema,
    response: staffRentalStockResponseSchema,
  },
  staffAuditLog: { request: staffAuditLogRequestSchema, response: staffAuditLogResponseSchema },
  staffMembers: { request: staffMembersRequestSchema, response: staffMembersResponseSchema },
  staffRecordFee: { request: staffRecordFeeRequestSchema, response: staffRecordFeeResponseSchema },
  staffRenewMember: {
    request: staffRenewMemberRequestSchema,
    response: staffRenewMemberResponseSchema,
  },
  staffImportMembers: {
    request: staffImportMembersRequestSchema,
    response: staffImportMembersResponseSchema,
  },
  staffApplications: {
    request: staffApplicationsRequestSchema,
    response: staffApplicationsResponseSchema,
  },
  staffDecideApplications: {
    request: staffDecideApplicationsRequestSchema,
    response: staffDecideApplicationsResponseSchema,
  },
  staffCollectWaivers: {
    request: staffCollectWaiversRequestSchema,
    response: staffCollectWaiversResponseSchema,
  },
  staffWaitlist: { request: staffWaitlistRequestSchema, response: staffWaitlistResponseSchema },
  staffSchedule: { request: staffScheduleRequestSchema, response: staffScheduleResponseSchema },
  staffUpdateSchedule: {
    request: staffUpdateScheduleRequestSchema,
    response: staffScheduleResponseSchema,
  },
  staffSeason: { request: staffSeasonRequestSchema, response: staffSeasonResponseSchema },
  staffAttention: { request: staffAttentionRequestSchema, response: staffAttentionResponseSchema },
  staffResolveAttention: {
    request: staffResolveAttentionRequestSchema,
    response: staffResolveAttentionResponseSchema,
  },
  staffRetryRefund: {
    request: staffRetryRefundRequestSchema,
    response: staffRetryRefundResponseSchema,
  },
  staffResendMail: {
    request: staffResendMailRequestSchema,
    response: staffResendMailResponseSchema,
  },
  staffFindBookings: {
    request: staffFindBookingsRequestSchema,
    response: staffFindBookingsResponseSchema,
  },
  staffBookingStory: {
    request: staffBookingRequestSchema,
    response: staffBookingStoryResponseSchema,
  },
  staffAccountingFile: {
    request: staffAccountingFileRequestSchema,
    response: staffAccountingFileResponseSchema,
  },
  staffResendConfirmation: {
    request: staffBookingRequestSchema,
    response: staffResendConfirmationResponseSchema,
  },
  staffCancelBooking: {
    request: staffCancelBookingRequestSchema,
    response: staffCancelBookingResponseSchema,
  },
  staffChangeBookingDate: {
    request: staffChangeBookingDateRequestSchema,
    response: changeBookingDateResponseSchema,
  },
  staffFindVouchers: {
    request: staffFindVouchersRequestSchema,
    response: staffFindVouchersResponseSchema,
  },
  staffChangeVoucher: {
    request: staffChangeVoucherRequestSchema,
    response: staffChangeVoucherResponseSchema,
  },
  staffIssueVoucher: {
    request: staffIssueVoucherRequestSchema,
    response: staffIssueVoucherResponseSchema,
  },
  staffVoucherMonth: {
    request: staffVoucherMonthRequestSchema,
    response: staffVoucherMonthResponseSchema,
  },
  rentalAvailability: {
    request: rentalAvailabilityRequestSchema,
    response: rentalAvailabilityResponseSchema,
  },
  createRentalCheckout: {
    request: rentalCheckoutRequestSchema,
    response: rentalCheckoutResponseSchema,
  },
  createFeeCheckout: {
    request: createFeeCheckoutRequestSchema,
    response: createFeeCheckoutResponseSchema,
  },
  changeRentalDates: {
    request: changeRentalDatesRequestSchema,
    response: changeRentalDatesResponseSchema,
  },
  manageRental: { request: rentalHandleSchema, response: manageRentalResponseSchema },
  cancelRental: { request: rentalHandleSchema, response: cancelRentalResponseSchema },
  staffCancelRental: {
    request: staffCancelRentalRequestSchema,
    response: cancelRentalResponseSchema,
  },
  staffPayouts: { request: staffPayoutsRequestSchema, response: staffPayoutsResponseSchema },
  staffPayoutLines: {
    request: staffPayoutLinesRequestSchema,
    response: staffPayoutLinesResponseSchema,
  },
  cancelTourDate: { request: cancelTourDateRequestSchema, response: cancelTourDateResponseSchema },
  postponeTourDate: {
    request: postponeTourDateRequestSchema,
    response: postponeTourDateResponseSchema,
  },
} as const satisfies { readonly [Name in CallableName]: CallableSchemas };

type Schemas = typeof CALLABLE_SCHEMAS;

/** What the web may send to `name` (the schema's input: defaults may be left out). */
export type CallableRequest<Name extends CallableName> = z.input<Schemas[Name]['request']>;

/** What `name` answers, once checked. */
export type CallableResponse<Name extends CallableName> = z.output<Schemas[Name]['response']>;
