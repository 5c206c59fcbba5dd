export { nextAttemptAfter } from './backoff';
export { attemptClaimed, claimDue, startOutbox } from './worker';
export type { AttemptResult, Foreground, OutboxOptions, OutboxQueue, OutboxWorker } from './worker';
