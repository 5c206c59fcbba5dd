export { nextAttemptAfter } from './backoff';
export { attemptClaimed, claimDue, startOutbox } from './worker';
export type { AttemptResult, OutboxOptions, OutboxQueue, OutboxWorker } from './worker';
