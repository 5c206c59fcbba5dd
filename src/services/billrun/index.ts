export { addCounts, billContractsInTx, countBillableContracts, emptyCounts } from './chunk';
export { dailyRunAt, jobCaller, runDailyJobs, settingsOf, tenantDayOf, tenantsOf } from './daily';
export { listTenantBillRuns } from './read';
export type { BillRunView } from './read';
export { runBillRun } from './run';
export type { BillRunResult } from './run';
export { TEST_CLOCK_LIMITS, advanceTestClock, requireSandbox } from './testclock';
