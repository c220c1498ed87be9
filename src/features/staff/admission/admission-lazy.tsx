import { lazy, Suspense } from 'react';

const AdmissionSection = lazy(() =>
  import('./admission-section').then((module) => ({ default: module.AdmissionSection })),
);

/**
 * "Domande di ammissione", loaded with its schemas only for managers: guides and the roster's
 * first paint never download it.
 */
export function AdmissionApplications({ uid }: { uid: string }) {
  return (
    <Suspense fallback={null}>
      <AdmissionSection uid={uid} />
    </Suspense>
  );
}
