import { AdmissionApplications } from '../admission/admission-lazy';
import { MemberRegister } from './member-register-lazy';
import type { StaffViewProps } from '../staff-views';

/** "Soci": the applications waiting for the board and the member register (managers only). */
export function MembersView({ uid }: StaffViewProps) {
  return (
    <>
      <AdmissionApplications uid={uid} />
      <MemberRegister uid={uid} />
    </>
  );
}
