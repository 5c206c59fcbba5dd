import type { Migration } from 'kysely';
import * as m0001 from './0001_platform';

/**
 * Every migration, in order. Names sort lexically; a new migration is a new file and one line here.
 * Applied migrations are recorded in kysely_migration, so running them again is a no-op.
 */
export const migrations: Record<string, Migration> = {
  '0001_platform': m0001,
};
