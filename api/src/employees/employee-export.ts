import type { ErrorLanguage } from '../../../domain/error-codes.ts';
import type { Column } from '../platform/xlsx.ts';
import type { EmployeeDto } from './employee.dto.ts';

export type ExportRow = EmployeeDto & { departmentName: string | null; contractTypeName: string | null };

/** The employee export's words, in the caller's language (Accept-Language, as the API's messages). */
const TEXTS = {
  en: { file: 'employees', sheet: 'Employees', yes: 'Yes', no: 'No',
    headers: ['Number', 'Name', 'E-mail', 'Department', 'Contract type', 'Job title', 'Phone', 'Start date', 'End date', 'Enabled'] },
  pt: { file: 'colaboradores', sheet: 'Colaboradores', yes: 'Sim', no: 'Não',
    headers: ['Número', 'Nome', 'E-mail', 'Departamento', 'Tipo de contrato', 'Função', 'Telefone', 'Data de início', 'Data de fim', 'Ativo'] },
  fr: { file: 'employes', sheet: 'Employés', yes: 'Oui', no: 'Non',
    headers: ['Numéro', 'Nom', 'E-mail', 'Département', 'Type de contrat', 'Poste', 'Téléphone', 'Date de début', 'Date de fin', 'Actif'] },
} as const;

export function employeeExport(language: ErrorLanguage, today: string) {
  const t = TEXTS[language];
  const [number, name, email, department, contract, job, phone, start, end, enabled] = t.headers;
  const columns: Column<ExportRow>[] = [
    { header: number, width: 10, value: (e) => e.employeeNumber },
    { header: name, width: 28, value: (e) => e.name },
    { header: email, width: 30, value: (e) => e.email },
    { header: department, value: (e) => e.departmentName },
    { header: contract, value: (e) => e.contractTypeName },
    { header: job, width: 24, value: (e) => e.jobTitle },
    { header: phone, value: (e) => e.phone },
    { header: start, width: 12, date: true, value: (e) => e.startDate },
    { header: end, width: 12, date: true, value: (e) => e.endDate },
    { header: enabled, width: 9, value: (e) => (e.enabled ? t.yes : t.no) },
  ];
  return { fileName: `${t.file}-${today}.xlsx`, sheet: t.sheet, columns };
}
