import type { WaiverText } from '@/content/waiver';
import type { KeyedStore } from '@functions/lib/keyed-id';
import type { StaffDeps } from '@functions/lib/require-staff';
import type { ManageLinkSettings } from '@functions/services/booking-base/deps';

/**
 * What the participant's callables (getWaiver, signWaiver) work with. The text is a dependency so
 * a test can hand a newer version than the one in force; production passes `WAIVER`.
 */
export interface WaiverLinkDeps extends KeyedStore {
  now: () => Date;
  /** Only the secret is read: it checks the participant's signed link (waiver-link.ts). */
  links: Pick<ManageLinkSettings, 'secret'>;
  waiver: WaiverText;
}

/** What staffCollectWaivers works with: the staff check, Firestore, the clock and the text. */
export interface CollectWaiversDeps extends StaffDeps {
  waiver: WaiverText;
}
