import ExcelJS from 'exceljs';
import type { FastifyReply } from 'fastify';

export interface Column<T> { header: string; width?: number; value: (row: T) => string | number | boolean | Date | null }

/** Writes rows into a one-sheet workbook with a bold, frozen header row and sends it as a download. */
export async function sendXlsx<T>(reply: FastifyReply, fileName: string, sheet: string, columns: Column<T>[], rows: T[]) {
  const workbook = new ExcelJS.Workbook();
  workbook.creator = 'Pontual';
  const ws = workbook.addWorksheet(sheet, { views: [{ state: 'frozen', ySplit: 1 }] });
  ws.columns = columns.map((c) => ({ header: c.header, width: c.width ?? 18 }));
  ws.getRow(1).font = { bold: true };
  for (const row of rows) ws.addRow(columns.map((c) => c.value(row)));
  ws.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: columns.length } };
  const buffer = Buffer.from(await workbook.xlsx.writeBuffer());
  return reply
    .header('content-type', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(buffer);
}
