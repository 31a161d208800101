import type { Database } from '../platform/db/database.ts';
import { conflict, notFound } from '../platform/errors.ts';
import {
  contractTypeIdByName, deleteContractTypeRow, findContractType, insertContractType, updateContractTypeRow,
} from './contract-type.repository.ts';
import { ContractTypeErrors } from './contract-type.errors.ts';

export interface ContractTypeInput { name?: string; endNoticeDays?: number }

async function assertNameFree(db: Database, name: string, exceptId?: number) {
  const other = await contractTypeIdByName(db, name);
  if (other !== undefined && other !== exceptId) throw conflict('A contract type with this name exists', ContractTypeErrors.CONTRACT_TYPE_NAME_TAKEN, [{ field: 'name', message: 'is taken' }]);
}

export async function getContractType(db: Database, id: number) {
  const row = await findContractType(db, id);
  if (!row) throw notFound('Contract type');
  return row;
}

export async function createContractType(db: Database, input: ContractTypeInput & { name: string }) {
  await assertNameFree(db, input.name);
  const id = await insertContractType(db, { name: input.name.trim(), end_notice_days: input.endNoticeDays ?? 0 });
  return (await findContractType(db, id))!;
}

export async function updateContractType(db: Database, id: number, { name, endNoticeDays }: ContractTypeInput) {
  await getContractType(db, id);
  if (name !== undefined) await assertNameFree(db, name, id);
  if (name !== undefined || endNoticeDays !== undefined) {
    await updateContractTypeRow(db, id, {
      ...(name !== undefined ? { name: name.trim() } : {}), ...(endNoticeDays !== undefined ? { end_notice_days: endNoticeDays } : {}),
    });
  }
}

/** Deletes a contract type no employee holds (409 otherwise). */
export async function deleteContractType(db: Database, id: number) {
  const row = await getContractType(db, id);
  if (row.employeeCount > 0) {
    throw conflict(`Cannot remove a contract type that has employees (${row.employeeCount})`, ContractTypeErrors.CONTRACT_TYPE_IN_USE);
  }
  await deleteContractTypeRow(db, id);
}
