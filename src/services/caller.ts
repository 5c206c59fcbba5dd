/** Who is calling: one tenant (provider × environment), resolved from the API key. */
export type Environment = 'sandbox' | 'production';

export interface Caller {
  tenantId: string;
  providerId: string;
  environment: Environment;
  keyId: string;
  taxRounding: string;
  billRunHourJst: number;
  /** The tenant's clock: the sandbox test clock when it has been moved, else real time. */
  now: Date;
}
