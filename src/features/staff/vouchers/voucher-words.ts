import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { StaffVoucher } from '@/domain/api/staff-vouchers';
import type { VoucherEntryKind } from '@/domain/vouchers/ledger';

/** A ledger entry's kind in words. */
export const ENTRY_WORDS: Record<VoucherEntryKind, MessageDescriptor> = {
  issue: msg`Emissione`,
  reserve: msg`Riservato (pagamento in corso)`,
  spend: msg`Utilizzato`,
  release: msg`Restituito (pagamento non concluso)`,
  refund: msg`Rimborsato sul buono`,
  extend: msg`Proroga`,
  void: msg`Annullamento`,
};

/** A voucher's state in words. */
export const STATE_WORDS: Record<StaffVoucher['state'], MessageDescriptor> = {
  usable: msg`Valido`,
  expired: msg`Scaduto`,
  void: msg`Annullato`,
  empty: msg`Esaurito`,
};

export const STATE_TONES: Record<StaffVoucher['state'], string> = {
  usable: 'bg-vine-100 text-vine-900',
  expired: 'bg-stone-200 text-stone-800',
  void: 'bg-wine-700 text-white',
  empty: 'bg-stone-200 text-stone-800',
};

/** The voucher mail's delivery in words, as the outbox last reported it. */
export const MAIL_WORDS: Record<NonNullable<StaffVoucher['mailStatus']>, MessageDescriptor> = {
  pending: msg`in invio`,
  sending: msg`in invio`,
  sent: msg`inviata`,
  failed: msg`non recapitata, nuovo tentativo in corso`,
  abandoned: msg`non recapitata (vedi "Da controllare")`,
};
