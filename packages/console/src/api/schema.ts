/**
 * The admin API's paths as the console types them: generated from the /admin/v1 paths of the server's
 * OpenAPI document (./generated.ts, `npm run console:generate`; a test fails when it is stale).
 */
export type { paths } from './generated';
