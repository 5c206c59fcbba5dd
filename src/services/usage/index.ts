export { batchUpsertUsage } from './batch';
export { listUsage, upsertUsage, upsertUsageByContract } from './usage';
