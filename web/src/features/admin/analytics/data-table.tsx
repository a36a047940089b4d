// The tables of the Analytics tab: sortable by each column (a button in the header, aria-sort
// on the cell), paged when long, and downloadable as CSV with every row in the shown order,
// not only the visible page.
import { ArrowDown, ArrowUp, ArrowUpDown } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { cn } from '../../../lib/cn';
import { DataDownload } from './data-download';

export interface Column<Row> {
  key: string;
  header: string;
  /** The cell's value for sorting and for the CSV (null sorts last, and is an empty field). */
  value: (row: Row) => string | number | null;
  /** What the cell shows; the value as it is when left out. */
  render?: (row: Row) => ReactNode;
  numeric?: boolean;
}

export interface Sort {
  key: string;
  direction: 'ascending' | 'descending';
}

export function sortRows<Row>(rows: readonly Row[], column: Column<Row>, sort: Sort): Row[] {
  const sign = sort.direction === 'ascending' ? 1 : -1;
  return [...rows].sort((a, b) => {
    const x = column.value(a);
    const y = column.value(b);
    if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
    if (typeof x === 'number' && typeof y === 'number') return (x - y) * sign;
    return String(x).localeCompare(String(y)) * sign;
  });
}

export function DataTable<Row>({
  caption,
  rows,
  columns,
  rowKey,
  fileName,
  initialSort,
  pageSize = 10,
  emptyText = 'No rows in this period.',
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
  rowKey: (row: Row) => string | number;
  fileName: string;
  initialSort?: Sort;
  pageSize?: number;
  emptyText?: string;
}) {
  const [sort, setSort] = useState<Sort | null>(initialSort ?? null);
  const [page, setPage] = useState(0);
  const sorted = useMemo(() => {
    const column = sort && columns.find((c) => c.key === sort.key);
    return column && sort ? sortRows(rows, column, sort) : [...rows];
  }, [rows, columns, sort]);
  const pages = Math.max(1, Math.ceil(sorted.length / pageSize));
  const current = Math.min(page, pages - 1);
  const visible = sorted.slice(current * pageSize, (current + 1) * pageSize);

  function toggle(key: string, numeric: boolean | undefined) {
    setPage(0);
    setSort((s) =>
      s?.key === key
        ? { key, direction: s.direction === 'ascending' ? 'descending' : 'ascending' }
        : // Figures read best largest first, names from A.
          { key, direction: numeric ? 'descending' : 'ascending' },
    );
  }

  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <DataDownload
          label={caption}
          fileName={fileName}
          columns={columns.map((c) => ({ header: c.header, value: c.value }))}
          rows={sorted}
        />
      </div>
      <div className="overflow-x-auto rounded-xl border border-white/10">
        <table className="w-full text-left text-sm">
          <caption className="sr-only">{caption}</caption>
          <thead className="bg-white/[0.04] text-xs tracking-wide text-zinc-400 uppercase">
            <tr>
              {columns.map((column) => {
                const active = sort?.key === column.key;
                const Icon = !active
                  ? ArrowUpDown
                  : sort.direction === 'ascending'
                    ? ArrowUp
                    : ArrowDown;
                return (
                  <th
                    key={column.key}
                    scope="col"
                    aria-sort={active ? sort.direction : undefined}
                    className={cn('px-3 py-2 font-medium', column.numeric && 'text-right')}
                  >
                    <button
                      type="button"
                      onClick={() => toggle(column.key, column.numeric)}
                      className={cn(
                        'inline-flex items-center gap-1 rounded uppercase hover:text-white focus-visible:outline-2 focus-visible:outline-violet-400',
                        active && 'text-white',
                      )}
                    >
                      {column.header}
                      <Icon className="size-3" aria-hidden />
                    </button>
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody className="divide-y divide-white/5">
            {visible.length === 0 ? (
              <tr>
                <td colSpan={columns.length} className="px-3 py-6 text-center text-zinc-400">
                  {emptyText}
                </td>
              </tr>
            ) : (
              visible.map((row) => (
                <tr key={rowKey(row)} className="hover:bg-white/[0.03]">
                  {columns.map((column) => (
                    <td
                      key={column.key}
                      className={cn(
                        'px-3 py-2 text-zinc-200',
                        column.numeric && 'text-right whitespace-nowrap tabular-nums',
                      )}
                    >
                      {column.render ? column.render(row) : (column.value(row) ?? '—')}
                    </td>
                  ))}
                </tr>
              ))
            )}
          </tbody>
        </table>
      </div>
      {pages > 1 && (
        <nav
          aria-label={`${caption} pages`}
          className="flex items-center justify-between gap-3 text-sm text-zinc-400"
        >
          <span>
            Rows {current * pageSize + 1}–{Math.min(sorted.length, (current + 1) * pageSize)} of{' '}
            {sorted.length}
          </span>
          <span className="flex gap-2">
            <Button
              variant="outline"
              size="sm"
              disabled={current === 0}
              onClick={() => setPage(current - 1)}
            >
              Previous
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={current >= pages - 1}
              onClick={() => setPage(current + 1)}
            >
              Next
            </Button>
          </span>
        </nav>
      )}
    </div>
  );
}
