import type {
  MemberRow,
  StaffImportMembers,
  StaffMembers,
} from '../../../src/domain/api/staff-members';
import { formatRegisterCsv } from '../../../src/domain/member-register-csv';
import { callAsStaff } from './call';
import type { SeasonMember } from './members';

/** Issue 49's goal for an import of the whole register. */
export const IMPORT_GOAL_MS = 60_000;

export interface RegisterTiming {
  ms: number;
  problem?: string;
  detail: string;
}

/**
 * "Esporta CSV": the register's answer and the file the browser makes of it. Answers the rows
 * exported, for the import to start from as staff would.
 */
export async function timeExport(
  siteUrl: string,
  idToken: string,
): Promise<RegisterTiming & { rows: MemberRow[] }> {
  const started = performance.now();
  const answer = await callAsStaff(siteUrl, 'staffMembers', { all: true }, idToken);
  if (answer.problem) return { ms: answer.ms, problem: answer.problem, detail: '', rows: [] };
  const { members } = answer.data as StaffMembers;
  const csv = formatRegisterCsv(members);
  return {
    ms: performance.now() - started,
    detail: `${members.length} rows, ${Math.round(csv.length / 1024)} KiB`,
    rows: members,
  };
}

/**
 * "Importa CSV" of the season's members, each renewed a year (every line an update): the preview,
 * then the apply, as the register's page makes them. Timed from the preview's request to the
 * apply's answer; the answer must list every line as updated.
 */
export async function timeImport(
  siteUrl: string,
  idToken: string,
  members: readonly SeasonMember[],
): Promise<RegisterTiming> {
  const renewed: MemberRow[] = members.map((member) => ({
    memberNumber: member.memberNumber!,
    fullName: member.fullName!,
    ...(member.membershipType ? { membershipType: member.membershipType } : {}),
    ...(member.resolutionDate ? { resolutionDate: member.resolutionDate } : {}),
    validUntil: `${Number(member.validUntil.slice(0, 4)) + 1}${member.validUntil.slice(4)}`,
    ...(member.email ? { email: member.email } : {}),
  }));
  const csv = formatRegisterCsv(renewed);
  const size = `${renewed.length} rows, ${Math.round(csv.length / 1024)} KiB`;
  const started = performance.now();
  const preview = await callAsStaff(siteUrl, 'staffImportMembers', { csv, apply: false }, idToken);
  if (preview.problem)
    return { ms: preview.ms, problem: `preview: ${preview.problem}`, detail: size };
  const apply = await callAsStaff(siteUrl, 'staffImportMembers', { csv, apply: true }, idToken);
  const ms = performance.now() - started;
  if (apply.problem) return { ms, problem: `apply: ${apply.problem}`, detail: size };
  const { lines, applied } = apply.data as StaffImportMembers;
  const updated = lines.filter((line) => line.outcome === 'updated').length;
  const detail = `${size}; preview ${Math.round(preview.ms)} ms, apply ${Math.round(apply.ms)} ms`;
  if (!applied || updated !== renewed.length) {
    return { ms, problem: `${updated} of ${renewed.length} lines updated`, detail };
  }
  return { ms, detail };
}
