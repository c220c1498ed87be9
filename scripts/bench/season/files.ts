import type { CallableName } from '../../../src/domain/api/callables';
import { callAsStaff } from './call';
import type { SeasonPicks } from './picks';

/**
 * A file staff download must come before Hosting's proxy gives up (60 s); a month's or a year's
 * file reads every document of its period on purpose, so its reads have no goal.
 */
export const FILE_GOAL_MS = 60_000;

/** A file the treasurer downloads: the call that makes it. */
export interface StaffFile {
  label: string;
  name: CallableName;
  data: unknown;
}

export interface FileTiming extends StaffFile {
  ms: number;
  detail: string;
  problem?: string;
}

/**
 * "Ricevute"'s accountant's files of the busiest month and of its year, and the vouchers' month
 * ("Buoni", "Scarica il mese").
 */
export function staffFiles(picks: SeasonPicks): StaffFile[] {
  const year = picks.receiptsMonth.slice(0, 4);
  const accounting = (period: string, file: string) => ({
    label: `Ricevute, ${file} ${period}`,
    name: 'staffAccountingFile' as const,
    data: { period, file },
  });
  return [
    accounting(picks.receiptsMonth, 'register'),
    accounting(picks.receiptsMonth, 'credit_notes'),
    accounting(picks.receiptsMonth, 'prima_nota'),
    accounting(year, 'register'),
    {
      label: `Buoni, il mese ${picks.vouchers.month}`,
      name: 'staffVoucherMonth',
      data: { month: picks.vouchers.month, locale: 'it' },
    },
  ];
}

/** Downloads each file once, timed from the request to the checked answer. */
export async function timeFiles(
  siteUrl: string,
  idToken: () => Promise<string>,
  files: readonly StaffFile[],
): Promise<FileTiming[]> {
  const timings: FileTiming[] = [];
  for (const file of files) {
    const answer = await callAsStaff(siteUrl, file.name, file.data, await idToken());
    const csv = (answer.data as { csv?: string } | undefined)?.csv ?? '';
    const rows = csv === '' ? 0 : csv.trimEnd().split('\n').length;
    timings.push({
      ...file,
      ms: answer.ms,
      detail: `${rows} lines, ${Math.round(csv.length / 1024)} KiB`,
      ...(answer.problem ? { problem: answer.problem } : {}),
    });
  }
  return timings;
}
