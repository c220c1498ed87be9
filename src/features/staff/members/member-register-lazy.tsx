import { lazy, Suspense } from 'react';

const MemberRegisterSection = lazy(() =>
  import('./member-register-section').then((module) => ({
    default: module.MemberRegisterSection,
  })),
);

/**
 * The member register, loaded with its schemas and CSV code only for managers: guides and
 * the roster's first paint never download it.
 */
export function MemberRegister({ uid }: { uid: string }) {
  return (
    <Suspense fallback={null}>
      <MemberRegisterSection uid={uid} />
    </Suspense>
  );
}
