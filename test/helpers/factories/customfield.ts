import { expect } from 'vitest';
import type { Client } from '../app';

export interface MasterBody {
  id: string;
  name: string;
  dataType: string;
  fieldType: string;
  selectOptions: string[];
  createTime: string;
  updateTime: string;
}

export interface ValueBody {
  masterId: string;
  string: string;
  number: string;
  date: string;
  selectList: string;
}

export interface ResourceBody {
  srn: { resourceId: string; resourceType: string };
  customFields: ValueBody[];
}

let n = 0;
/** Creates a custom field master through the API (defaults: a customer STRING field with a unique name). */
export async function createMaster(c: Client, overrides: Record<string, unknown> = {}): Promise<MasterBody> {
  n += 1;
  const res = await c.post<{ customFieldMaster: MasterBody }>('/v1/customfield/master/create', {
    name: `Field ${n}`,
    dataType: 'DATA_TYPE_STRING',
    fieldType: 'FIELD_TYPE_CUSTOMER',
    ...overrides,
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.customFieldMaster;
}

/** One master of each data type for customers. */
export async function customerMasters(c: Client) {
  return {
    str: await createMaster(c, { name: 'Industry', dataType: 'DATA_TYPE_STRING' }),
    num: await createMaster(c, { name: 'Seats', dataType: 'DATA_TYPE_NUMBER' }),
    date: await createMaster(c, { name: 'Signed on', dataType: 'DATA_TYPE_DATE' }),
    sel: await createMaster(c, { name: 'Plan tier', dataType: 'DATA_TYPE_SELECT_LIST', selectOptions: ['Gold', 'Silver'] }),
  };
}

/** A value entry with every field present, as responses carry it. */
export function value(masterId: string, v: Partial<Omit<ValueBody, 'masterId'>>): ValueBody {
  return { masterId, string: '', number: '', date: '', selectList: '', ...v };
}
