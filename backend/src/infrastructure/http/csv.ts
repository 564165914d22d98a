/** A cell of CSV: quoted, quotes doubled, and a leading = + - @ defused so no spreadsheet runs it as a formula. */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/**
 * CSV is written as its header line, then lines of rows a batch at a time (a long list is never held whole), each line
 * with its CRLF end (RFC 4180). The header names columns in plain words, unquoted.
 */
export const csvHeader = (names: readonly string[]): string => `${names.join(',')}\r\n`;

/** Lines of CSV, one per row, every cell through csvCell. */
export const csvLines = (rows: readonly (readonly (string | number)[])[]): string => rows.map((row) => `${row.map(csvCell).join(',')}\r\n`).join('');

/** CSV text of a short list, whole: the header line and the rows' lines. */
export const csvText = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string => csvHeader(header) + csvLines(rows);
