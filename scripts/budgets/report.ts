import { formatKb } from './budgets';
import { totalGzip, type SizedFile } from './initial-load';

/** One line per file, largest first, then the total. */
export function fileTable(files: readonly SizedFile[]): string[] {
  const sorted = [...files].sort((a, b) => b.gzipBytes - a.gzipBytes);
  const width = Math.max(...sorted.map((file) => file.file.length), 5);
  return [
    ...sorted.map(
      (file) =>
        `    ${file.file.padEnd(width)}  ${formatKb(file.gzipBytes).padStart(9)} gz  ${formatKb(file.bytes).padStart(9)} raw`,
    ),
    `    ${'total'.padEnd(width)}  ${formatKb(totalGzip(sorted)).padStart(9)} gz`,
  ];
}
