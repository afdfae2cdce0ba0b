/**
 * CSV for the operator's exports (RFC 4180: comma, CRLF, quotes doubled), with a UTF-8 byte-order mark so
 * spreadsheet programs read Chinese correctly. A cell a spreadsheet would take for a formula (starting with
 * = + - @, a tab or a carriage return) gets a leading apostrophe: visitors' text cannot run in the operator's
 * spreadsheet.
 */
export function csvCell(value: unknown): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function toCsv(header: string[], rows: unknown[][]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n')}\r\n`;
}
