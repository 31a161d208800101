import { EXPERIMENTS, isExperimentKey, type ExperimentKey } from '../../../domain/experiments.ts';
import type { Database } from '../platform/db/database.ts';
import { ApiError } from '../platform/errors.ts';
import { ExperimentErrors } from './experiment.errors.ts';
import { listExperimentRows, upsertExperiment } from './experiment.repository.ts';

export interface ExperimentState {
  key: ExperimentKey;
  enabled: boolean;
  inEffect: boolean;
  /** when an administrator last switched it; null while it has never been switched */
  updatedAt: string | null;
}

/** Every experiment the product lists, in its order, with the company's state (off when never switched). */
export async function listExperiments(db: Database): Promise<ExperimentState[]> {
  const rows = new Map((await listExperimentRows(db)).map((r) => [r.key, r]));
  return EXPERIMENTS.map((e) => {
    const row = rows.get(e.key);
    return { key: e.key, enabled: row?.enabled ?? false, inEffect: e.inEffect, updatedAt: row ? new Date(row.updatedAt).toISOString() : null };
  });
}

export function assertExperimentKey(key: string): asserts key is ExperimentKey {
  if (!isExperimentKey(key)) throw new ApiError(404, ExperimentErrors.EXPERIMENT_NOT_FOUND, `Unknown experiment ${key}`);
}

export async function setExperiment(db: Database, key: string, enabled: boolean, actor: { accountId: number; now: Date }): Promise<void> {
  assertExperimentKey(key);
  await upsertExperiment(db, key, enabled, actor.accountId, actor.now);
}
