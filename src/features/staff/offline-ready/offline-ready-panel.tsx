import { OfflineReadyChecks } from './offline-ready-checks';
import { useOfflineReadiness } from './use-offline-readiness';

/** Whether this phone is ready to work the chosen day without a signal, before the guide leaves. */
export function OfflineReadyPanel({ uid, date }: { uid: string; date: string }) {
  return <OfflineReadyChecks date={date} readiness={useOfflineReadiness(uid, date)} />;
}
