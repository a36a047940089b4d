import { Download } from 'lucide-react';
import { Button } from '../../../components/ui/button';
import { csvFileName, downloadCsv, toCsv, type CsvColumn } from '../../../lib/csv';

/** A CSV button for a chart's figures (the tables carry their own, see DataTable). */
export function DataDownload<Row>({
  label,
  fileName,
  columns,
  rows,
}: {
  label: string;
  fileName: string;
  columns: readonly CsvColumn<Row>[];
  rows: readonly Row[];
}) {
  return (
    <Button
      variant="outline"
      size="sm"
      disabled={rows.length === 0}
      aria-label={`Download ${label} as CSV`}
      onClick={() => downloadCsv(csvFileName(fileName), toCsv(columns, rows))}
    >
      <Download className="size-4" aria-hidden />
      CSV
    </Button>
  );
}
