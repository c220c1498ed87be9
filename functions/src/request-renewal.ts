import { siteCallable } from './lib/callable';
import { BOOKING_LINK_SECRET } from './lib/config';
import { db } from './lib/firestore';
import { CALLABLE_MAIL_SECRETS, callableMailDeps } from './services/mail/mail-settings';
import { handleRequestRenewal } from './services/membership/request-renewal';

// Finds a member by name or by a signed link: every call needs a fresh App Check token (limited-use).
export const requestRenewal = siteCallable(
  'requestRenewal',
  { secrets: [...CALLABLE_MAIL_SECRETS, BOOKING_LINK_SECRET] },
  (call) =>
    handleRequestRenewal(
      { ...callableMailDeps(db()), linkSecret: BOOKING_LINK_SECRET.value() },
      call,
    ),
);
