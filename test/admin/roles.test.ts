import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, newTenant, type TestApp } from '../helpers/app';
import { adminClient, newOperator } from '../helpers/admin';
import { adminRpcs } from '../../src/api/admin';
import { TENANT_VIEW_PATHS, tenantViewPath } from '../../src/api/admin/tenant/tenant.views';
import { rpcs } from '../../src/api/registry';
import type { Role } from '../../src/services/platform';

// Operator roles and provider scoping (docs/console.md "Roles"): every /admin/v1 path of the registry
// refuses the roles its permission does not grant with 403, code 7, before its body is read.
let t: TestApp;
const as: Record<Role, ReturnType<typeof adminClient>> = {} as never;
beforeAll(async () => {
  t = await buildTestApp();
  for (const role of ['OWNER', 'ADMIN', 'CLERK', 'VIEWER'] as const) {
    as[role] = adminClient(t.app, (await newOperator(t.db, `${role} operator`, { role })).token);
  }
});
afterAll(() => t.close());

/** Who may use each permission, written out here independently of the code's table. */
const ALLOWED: Record<string, Role[]> = {
  session: ['OWNER', 'ADMIN', 'CLERK', 'VIEWER'],
  read: ['OWNER', 'ADMIN', 'CLERK', 'VIEWER'],
  billing: ['OWNER', 'CLERK'],
  platform: ['OWNER', 'ADMIN'],
  providers: ['OWNER', 'ADMIN'],
  audit: ['OWNER', 'ADMIN'],
  operators: ['OWNER'],
};

/**
 * The tenant view paths that change data, written out here independently of the code's derivation
 * (docs/console.md "Roles": every write of /admin/v1/tenant/… is `billing`), whatever transactions
 * they run in: the test clock commits day by day, yet it runs the daily jobs.
 */
const TENANT_WRITES = [
  '/v1/customer/create',
  '/v1/customer/update',
  '/v1/customerstaff/create',
  '/v1/customerstaff/update',
  '/v1/billing/batchrecordpayments',
  '/v1/billing/batchupdatestatuses',
  '/v1/invoice/close',
  '/v1/invoice/void',
  '/v1/invoice/send',
  '/v1/creditnote/create',
  '/v1/testclock/advance',
  '/v1/bankstatement/import',
  '/v1/bankstatement/match',
  '/v1/bankstatement/unmatch',
  '/v1/bankstatement/ignore',
];

describe('every /admin/v1 path, every role', () => {
  const paths = adminRpcs.filter((d) => d.auth !== 'public');

  it('has a permission the roles table knows', () => {
    expect(paths.length).toBeGreaterThan(40);
    for (const d of paths) expect(Object.keys(ALLOWED), d.path).toContain(d.permission);
  });

  it('answers a refused role 403 code 7 (OPERATOR_ROLE) and lets an allowed one through', async () => {
    for (const d of paths) {
      for (const role of ['OWNER', 'ADMIN', 'CLERK', 'VIEWER'] as const) {
        const res = await as[role](d.path, {});
        const refused = res.status === 403 && (res.body as { detail?: { reason?: string } }).detail?.reason === 'OPERATOR_ROLE';
        const allowed = ALLOWED[d.permission!]!.includes(role);
        expect({ path: d.path, role, refused }).toEqual({ path: d.path, role, refused: !allowed });
        if (refused) {
          expect(res.body).toMatchObject({ code: 7, detail: { reason: 'OPERATOR_ROLE', role: `ROLE_${role}`, permission: d.permission } });
        }
      }
    }
  });

  it('gives the mail settings the provider settings permission, the preview a read, the tenant writes billing', () => {
    const permission = (path: string) => paths.find((d) => d.path === path)?.permission;
    expect(permission('/admin/v1/provider/update')).toBe('platform');
    expect(permission('/admin/v1/provider/getmailsettings')).toBe('platform');
    expect(permission('/admin/v1/provider/updatemailsettings')).toBe('platform');
    expect(permission('/admin/v1/provider/get')).toBe('read');
    expect(permission('/admin/v1/provider/previewmail')).toBe('read');
    expect(permission('/admin/v1/tenant/invoice/send')).toBe('billing');
    expect(permission('/admin/v1/tenant/creditnote/create')).toBe('billing');
    expect(permission('/admin/v1/tenant/document/search')).toBe('read');
  });

  it('gives each tenant view the permission of the list above: writes billing, reads read', () => {
    for (const path of TENANT_VIEW_PATHS) {
      const permission = paths.find((d) => d.path === tenantViewPath(path))?.permission;
      expect({ path, permission }).toEqual({ path, permission: TENANT_WRITES.includes(path) ? 'billing' : 'read' });
      // Only a G+P path of the provider API may be a read here.
      if (rpcs.find((d) => d.path === path)!.method !== 'G+P') expect({ path, permission }).not.toEqual({ path, permission: 'read' });
    }
  });

  it('refuses the sandbox test clock to the viewer and the admin, lets the clerk advance it', async () => {
    const p = await newTenant(t.db);
    const body = { providerId: p.providerId, environment: 'ENVIRONMENT_SANDBOX', to: '2031-01-10' };
    const path = '/admin/v1/tenant/testclock/advance';
    for (const role of ['VIEWER', 'ADMIN'] as const) {
      expect((await as[role](path, body)).body).toMatchObject({ code: 7, detail: { reason: 'OPERATOR_ROLE', permission: 'billing' } });
    }
    expect((await as.CLERK(path, body)).status).toBe(200);
  });

  it('keeps the clerk away from keys and the viewer away from every write', async () => {
    const p = await newTenant(t.db);
    const keyBody = { providerId: p.providerId, environment: 'ENVIRONMENT_SANDBOX' };
    expect((await as.CLERK('/admin/v1/apikey/create', keyBody)).status).toBe(403);
    expect((await as.VIEWER('/admin/v1/apikey/create', keyBody)).status).toBe(403);
    expect((await as.ADMIN('/admin/v1/apikey/create', keyBody)).status).toBe(200);
    const customer = { ...keyBody, id: '01890000-0000-7000-8000-0000000000aa', name: 'x' };
    expect((await as.VIEWER('/admin/v1/tenant/customer/update', customer)).body).toMatchObject({ code: 7 });
    expect((await as.ADMIN('/admin/v1/tenant/customer/update', customer)).body).toMatchObject({ code: 7 });
    expect((await as.CLERK('/admin/v1/tenant/customer/update', customer)).status).toBe(404);
    expect((await as.VIEWER('/admin/v1/tenant/customer/list', keyBody)).status).toBe(200);
  });
});

describe('an operator limited to some providers', () => {
  it('sees and acts on only its providers; what concerns every provider is refused', async () => {
    const mine = await newTenant(t.db, { name: 'Mine' });
    const other = await newTenant(t.db, { name: 'Other' });
    const owner = adminClient(t.app, (await newOperator(t.db, 'Scoped owner', { role: 'OWNER', providerIds: [mine.providerId] })).token);

    const list = await owner<{ providers: Array<{ id: string }> }>('/admin/v1/provider/list', { pageSize: 100 });
    expect(list.body.providers.map((p) => p.id)).toEqual([mine.providerId]);
    expect((await owner('/admin/v1/provider/get', { providerId: mine.providerId })).status).toBe(200);
    const refused = await owner('/admin/v1/provider/get', { providerId: other.providerId });
    expect(refused.status).toBe(403);
    expect(refused.body).toMatchObject({ code: 7, detail: { reason: 'PROVIDER_NOT_ALLOWED', providerId: other.providerId } });
    const view = await owner('/admin/v1/tenant/customer/list', { providerId: other.providerId, environment: 'ENVIRONMENT_SANDBOX' });
    expect(view.body).toMatchObject({ code: 7, detail: { reason: 'PROVIDER_NOT_ALLOWED' } });

    const otherKeys = await as.OWNER<{ keys: Array<{ id: string }> }>('/admin/v1/apikey/list', { providerId: other.providerId });
    const revoke = await owner('/admin/v1/apikey/revoke', { keyId: otherKeys.body.keys[0]!.id });
    expect(revoke.body).toMatchObject({ code: 7, detail: { reason: 'PROVIDER_NOT_ALLOWED' } });

    expect((await owner('/admin/v1/provider/create', { name: 'New' })).body).toMatchObject({
      code: 7,
      detail: { reason: 'OPERATOR_ROLE' },
    });
    expect((await owner('/admin/v1/operator/list', {})).body).toMatchObject({ code: 7, detail: { reason: 'OPERATOR_ROLE' } });

    // Its audit log holds only its providers' tenants.
    const audit = await owner<{ entries: Array<{ providerId: string }> }>('/admin/v1/audit/list', { pageSize: 100 });
    expect(audit.status).toBe(200);
    expect(audit.body.entries.length).toBeGreaterThan(0);
    expect(new Set(audit.body.entries.map((e) => e.providerId))).toEqual(new Set([mine.providerId]));
  });
});

describe('/admin/v1/operator/create', () => {
  type Created = { operator: { id: string; role: string; providerIds: string[] }; token: string };

  it('creates an operator with a role and providers; its token works within them', async () => {
    const p = await newTenant(t.db);
    const res = await as.OWNER<Created>('/admin/v1/operator/create', { name: 'Clerk', role: 'ROLE_CLERK', providerIds: [p.providerId] });
    expect(res.status).toBe(200);
    expect(res.body.operator).toMatchObject({ role: 'ROLE_CLERK', providerIds: [p.providerId] });
    expect(res.body.token).toMatch(/^op_/);
    const clerk = adminClient(t.app, res.body.token);
    const session = await clerk<{ operator: { permissions: string[] } }>('/admin/v1/provider/list', {});
    expect(session.status).toBe(200);
    expect((await clerk('/admin/v1/apikey/create', { providerId: p.providerId, environment: 'ENVIRONMENT_SANDBOX' })).status).toBe(403);
  });

  it('refuses bad input naming the field, an unknown provider (404), and every role but the owner', async () => {
    const role = await as.OWNER('/admin/v1/operator/create', { name: 'X', role: 'ROLE_UNSPECIFIED' });
    expect(role.status).toBe(400);
    expect(JSON.stringify(role.body)).toContain('role');
    const wrong = await as.OWNER('/admin/v1/operator/create', { name: 'X', role: 'ROLE_KING' });
    expect(wrong.status).toBe(400);
    const unknown = await as.OWNER('/admin/v1/operator/create', {
      name: 'X',
      role: 'ROLE_VIEWER',
      providerIds: ['01890000-0000-7000-8000-0000000000ab'],
    });
    expect(unknown.status).toBe(404);
    expect(JSON.stringify(unknown.body)).toContain('01890000-0000-7000-8000-0000000000ab');
    expect((await as.ADMIN('/admin/v1/operator/create', { name: 'X', role: 'ROLE_VIEWER' })).status).toBe(403);
  });
});
