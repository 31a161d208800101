import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface Column<T> {
  header: string;
  width?: number;
  /** a date column: `value` gives `YYYY-MM-DD`, written as a real Excel date shown DD/MM/YYYY (core §5) */
  date?: boolean;
  value: (row: T) => string | number | boolean | Date | null;
}

/** Excel's display of a date column: DD/MM/YYYY in every language, as the product shows dates. */
const DATE_FORMAT = 'dd/mm/yyyy';

/** Writes rows into a one-sheet workbook with a bold, frozen header row and sends it as a download. */
export async function sendXlsx<T>(reply: FastifyReply, fileName: string, sheet: string, columns: Column<T>[], rows: T[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pontual';
  const ws = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18, ...(c.date ? { style: { numFmt: DATE_FORMAT } } : {}) }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => (c.date ? excelDate(c.value(row)) : c.value(row))));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(buffer);
}

/** `YYYY-MM-DD` → the same calendar day as a Date at UTC midnight (ExcelJS writes dates in UTC), or the value as is. */
function excelDate(value: string | number | boolean | Date | null) {
  return typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value) ? new Date(`${value}T00:00:00Z`) : value;
}
