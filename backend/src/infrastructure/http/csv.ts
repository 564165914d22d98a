/** A cell of CSV: quoted, quotes doubled, and a leading = + - @ defused so no spreadsheet runs it as a formula. */
export const csvCell = (value: string | number): string => {
  const text = String(value);
  return `"${(/^[=+\-@\t\r]/.test(text) && typeof value === 'string' ? `'${text}` : text).replace(/"/g, '""')}"`;
};

/** CSV text: a header line and one line per row, CRLF line ends (RFC 4180), every cell through csvCell. */
export const csvText = (header: readonly string[], rows: readonly (readonly (string | number)[])[]): string =>
  [header.join(','), ...rows.map((row) => row.map(csvCell).join(','))].join('\r\n') + '\r\n';
