import './lib/global-options';

export { availability } from './availability';
export { verifyMember } from './verify-member';
export { createCheckoutSession } from './create-checkout-session';
export { stripeWebhook } from './stripe-webhook';
export { verifyPayment } from './verify-payment';
export { releaseExpiredBookingHolds } from './release-expired-holds';
export { sendContactEmail } from './send-contact-email';
export { submitMembership } from './submit-membership';
export { retryMail } from './retry-mail';
export { sendQueuedMail } from './send-queued-mail';
export { applyRetention } from './apply-retention';
export { myBookings } from './my-bookings';
export { manageBooking } from './manage-booking';
export { cancelBooking } from './cancel-booking';
export { releaseCheckout } from './release-checkout';
export { cancelTourDate } from './cancel-tour-date';
export { retryRefunds } from './retry-refunds';
