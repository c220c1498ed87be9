import { msg } from '@lingui/core/macro';

/**
 * The membership box's own message under the key the spec names (§8). The failures of the check
 * itself (memberNotFound, verificationError) are worded with every other failure, in
 * src/lib/errors/error-messages.ts.
 */
export const MEMBERSHIP_MESSAGES = {
  membershipVerificationRequired: msg({
    id: 'membershipVerificationRequired',
    message: 'Nome completo richiesto per la verifica',
  }),
};
