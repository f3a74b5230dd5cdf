import { localised } from '../../common/i18n/translate-message';
import type { GeneratedUser } from './user-generate.service';

/** The generated accounts as an xlsx workbook: one row per user, username and password. */
export async function generatedUsersSheet(users: GeneratedUser[]): Promise<Buffer> {
  // Loaded on the first sheet: exceljs is some 300 modules every process would load at start.
  const { default: ExcelJS } = await import('exceljs');
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('users');
  sheet.columns = [
    { header: localised('Username'), key: 'username', width: 24 },
    { header: localised('Password'), key: 'password', width: 30 },
  ];
  for (const user of users) sheet.addRow(user);
  return Buffer.from(await workbook.xlsx.writeBuffer());
}
