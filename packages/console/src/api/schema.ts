/**
 * The admin API's paths as the console types them: the types generated from the server's OpenAPI
 * document (./generated.ts, `npm run console:generate`), and for a path the document lacks, the
 * hand-written contract (./contract.ts).
 */
import type { paths as contract } from './contract';
import type { paths as generated } from './generated';

export type paths = generated & Omit<contract, keyof generated>;
