// Percentile by nearest rank, of latencies in milliseconds.
export function percentile(sorted: Float64Array, p: number): number {
  if (sorted.length === 0) return NaN;
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1];
}

export function sortedLatencies(latencies: number[]): Float64Array {
  return Float64Array.from(latencies).sort();
}

export function fixed(value: number, digits = 0): string {
  return Number.isFinite(value)
    ? value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
    : 'n/a';
}

// A plain text table: the first row is the header.
export function table(rows: string[][]): string {
  const widths = rows[0].map((_, column) => Math.max(...rows.map((row) => row[column].length)));
  const line = (row: string[]) =>
    row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column])));
  return [
    line(rows[0]).join('  '),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...rows.slice(1).map((row) => line(row).join('  ')),
  ].join('\n');
}

export function log(message: string): void {
  process.stderr.write(`[bench] ${message}\n`);
}
