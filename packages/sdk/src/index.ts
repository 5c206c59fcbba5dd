export { BillingClient, retryDelayMs, type BillingClientOptions } from './client.js';
export { BillingApiError, GRPC_CODES, type FieldViolation, type GrpcCodeName } from './errors.js';
export { OPERATIONS } from './generated/operations.js';
export type { components, paths } from './generated/schema.js';
export type { Body, CallOptions, Method, Ok } from './types.js';
export { verifyWebhookSignature } from './webhook.js';
