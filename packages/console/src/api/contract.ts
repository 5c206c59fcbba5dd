// The /admin/v1 contract (the team's notes), written by hand, for the paths the server's OpenAPI document does
// not have yet: ./schema.ts prefers the generated types of every path the document has.
import type { paths as v1 } from '../../../sdk/src/generated/schema';

type Json<T> = { content: { 'application/json': T } };
type Rpc<B, R> = { post: { requestBody?: Json<B>; responses: { 200: Json<R> } } };
type V1Body<P extends keyof v1> = v1[P] extends { post?: { requestBody?: Json<infer B> } } ? B : never;
type V1Ok<P extends keyof v1> = v1[P] extends { post?: { responses: { 200: Json<infer R> } } } ? R : never;
type Env = 'ENVIRONMENT_SANDBOX' | 'ENVIRONMENT_PRODUCTION';
type Scope = { providerId: string; environment: Env };
type Tenant<P extends keyof v1> = Rpc<(V1Body<P> extends Record<string, never> ? unknown : V1Body<P>) & Scope, V1Ok<P>>;

type V1Provider = V1Ok<'/v1/provider/get'>['provider'];
type Provider = Omit<V1Provider, 'environment' | 'settings'> & {
  settings: V1Provider['settings'] & {
    registrationNumber: string;
    legalName: string;
    bankAccount: string;
    invoiceNote: string;
  };
};
type ApiKey = {
  id: string;
  providerId: string;
  environment: Env;
  prefix: string;
  createTime: string;
  expireTime: string | null;
  revokeTime: string | null;
};
type Session = { operator: { id: string; name: string }; csrfToken: string; expireTime: string };
type ProviderFields = {
  name?: string;
  emailAddress?: string;
  phoneNumber?: string;
  address?: string;
  settings?: Partial<Provider['settings']>;
};
type BillRun = {
  id: string;
  businessDate: string;
  status: string;
  startTime: string;
  endTime: string | null;
  contractsBilled: number;
  billingsCreated: number;
  parkedContracts: { contractId: string; reason: string }[];
};

export interface paths {
  '/admin/v1/session/create': Rpc<{ token: string }, Session>;
  '/admin/v1/session/get': Rpc<Record<string, never>, Session>;
  '/admin/v1/session/delete': Rpc<Record<string, never>, Record<string, never>>;
  '/admin/v1/provider/list': Rpc<{ pageSize?: number; pageToken?: string }, { providers: Provider[]; nextPageToken: string }>;
  '/admin/v1/provider/get': Rpc<{ providerId: string }, { provider: Provider }>;
  '/admin/v1/provider/create': Rpc<ProviderFields & { name: string }, { provider: Provider }>;
  '/admin/v1/provider/update': Rpc<ProviderFields & { providerId: string }, { provider: Provider }>;
  '/admin/v1/apikey/create': Rpc<{ providerId: string; environment: Env; expireTime?: string }, { key: ApiKey; secret: string }>;
  '/admin/v1/apikey/list': Rpc<{ providerId: string }, { keys: ApiKey[] }>;
  '/admin/v1/apikey/revoke': Rpc<{ keyId: string }, { key: ApiKey }>;
  '/admin/v1/tenant/customer/list': Tenant<'/v1/customer/list'>;
  '/admin/v1/tenant/customer/get': Tenant<'/v1/customer/get'>;
  '/admin/v1/tenant/customerstaff/list': Tenant<'/v1/customerstaff/list'>;
  '/admin/v1/tenant/contract/list': Tenant<'/v1/contract/list'>;
  '/admin/v1/tenant/contract/get': Tenant<'/v1/contract/get'>;
  '/admin/v1/tenant/contract/search': Tenant<'/v1/contract/search'>;
  '/admin/v1/tenant/amendment/listbycontract': Tenant<'/v1/amendment/listbycontract'>;
  '/admin/v1/tenant/billing/list': Tenant<'/v1/billing/list'>;
  '/admin/v1/tenant/billing/listbycontract': Tenant<'/v1/billing/listbycontract'>;
  '/admin/v1/tenant/billing/get': Tenant<'/v1/billing/get'>;
  '/admin/v1/tenant/billing/search': Tenant<'/v1/billing/search'>;
  '/admin/v1/tenant/billing/document': Tenant<'/v1/billing/document'>;
  '/admin/v1/tenant/expectedbilling/listbycontract': Tenant<'/v1/expectedbilling/listbycontract'>;
  '/admin/v1/tenant/paymentmethod/list': Tenant<'/v1/paymentmethod/list'>;
  '/admin/v1/tenant/testclock/get': Tenant<'/v1/testclock/get'>;
  '/admin/v1/tenant/testclock/advance': Tenant<'/v1/testclock/advance'>;
  '/admin/v1/tenant/v2/contract/get': Tenant<'/v2/contract/get'>;
  '/admin/v1/tenant/billrun/list': Rpc<
    { providerId: string; environment: Env; pageSize?: number; pageToken?: string },
    { billRuns: BillRun[]; nextPageToken: string }
  >;
}
