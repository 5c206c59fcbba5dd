import { expect } from 'vitest';
import type { Client } from '../app';

export interface StaffBody {
  id: string;
  optionalId: string;
  crmStaffId: string;
  customerId: string;
  name: { lastName: string; firstName: string };
  department: string;
  title: string;
  emailAddress: string;
  phoneNumber: string;
  address: { zipCode: string; country: string; prefecture: string; city: string; addressLines: string[] };
  createTime: string;
  updateTime: string;
}

/** A complete staff member's fields, for tests that want every field set. */
export const FULL_STAFF = {
  name: { lastName: 'Yamada', firstName: 'Taro' },
  department: 'Accounting',
  title: 'Manager',
  emailAddress: 'taro@example.jp',
  phoneNumber: '03-1234-5678',
  address: {
    zipCode: '100-0001',
    country: 'COUNTRY_JP',
    prefecture: 'PREFECTURE_TOKYO',
    city: 'Chiyoda-ku',
    addressLines: ['1-1 Chiyoda', 'Building 2F'],
  },
};

/** Creates a staff member of `customerId` through the API (defaults: a last name only). */
export async function createStaff(c: Client, customerId: string, overrides: Record<string, unknown> = {}): Promise<StaffBody> {
  const res = await c.post<{ customerStaff: StaffBody }>('/v1/customerstaff/create', {
    customerId,
    name: { lastName: 'Sato' },
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.customerStaff;
}
