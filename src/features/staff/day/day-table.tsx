import type { ReactNode } from 'react';

/** A cell of a day's table: room to read on a phone, tops aligned when a cell wraps. */
export const DAY_TABLE_CELL = 'px-3 py-2 align-top';

interface DayTableProps {
  /** Said to screen readers: what the table lists. */
  caption: string;
  columns: readonly string[];
  /** Where it stands (its margin). */
  className: string;
  /** The rows. */
  children: ReactNode;
}

/**
 * One of the day's tables on a staff phone (the roster of a tour, a date's waiting list): it
 * scrolls sideways inside its frame when the phone is narrower than its columns.
 */
export function DayTable({ caption, columns, className, children }: DayTableProps) {
  return (
    <div className={`${className} overflow-x-auto rounded-xl ring-1 ring-stone-200`}>
      <table className="min-w-full bg-white text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead className="bg-stone-50 text-stone-700">
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col" className={DAY_TABLE_CELL}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody className="divide-y divide-stone-200">{children}</tbody>
      </table>
    </div>
  );
}
