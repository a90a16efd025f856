import { describe, expect, it } from 'vitest';
import { RESOURCES } from '../../server/resources';
import { call } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();

/** Three records per resource whose sortable values differ in order, case and ties. */
const bodies: Record<string, object[]> = {
  'relationship/customer': [{ name: 'bravo' }, { name: 'Alpha' }, { name: 'charlie' }],
  'motor-garage/vehicle': [
    { plate: 'KT 2', make: 'toyota', licence_expiry: '2027-05-01' },
    { plate: 'AB 9', make: 'Honda', licence_expiry: '2026-12-01' },
    { plate: 'ZZ 1', make: 'honda' },
  ],
  'motor-garage/product': [
    { sku: 'b-2', name: 'Wiper', category: 'body', price_cents: 500, stock_milli: 3000 },
    { sku: 'A-1', name: 'battery', category: 'Electrical', price_cents: 90000, stock_milli: -1000 },
    { sku: 'c-3', name: 'Coolant', category: 'body', price_cents: 500, stock_milli: 3000 },
  ],
  'motor-garage/service': [
    { code: 'S2', name: 'tyre rotation', category: 'Tyres', price_cents: 20000 },
    { code: 's1', name: 'Oil change', category: 'maintenance', price_cents: 38000 },
    { code: 'S3', name: 'Diagnosis', category: 'Tyres', price_cents: 20000 },
  ],
  'motor-garage/discount': [
    { name: 'staff', kind: 'percent', percent_bp: 1000, code: 'B' },
    { name: 'Loyalty', kind: 'amount', amount_cents: 5000 },
    { name: 'Winter', kind: 'percent', percent_bp: 500, code: 'a' },
  ],
};

/** How PostgreSQL orders the values: text case-insensitively, nulls last ascending; ties by id. */
function expectedOrder(records: Record<string, unknown>[], field: string, asc: boolean) {
  const key = (value: unknown) => (typeof value === 'string' ? value.toLowerCase() : value);
  const compare = (a: Record<string, unknown>, b: Record<string, unknown>) => {
    const [x, y] = [key(a[field]), key(b[field])];
    if (x === y) return (a.id as number) - (b.id as number);
    if (x === null || x === undefined) return 1;
    if (y === null || y === undefined) return -1;
    return x! < y! ? -1 : 1;
  };
  const sorted = [...records].sort(compare);
  return (asc ? sorted : sorted.reverse()).map((record) => record.id);
}

describe('every declared resource', () => {
  for (const resource of RESOURCES) {
    it(`${resource.name} sorts by each of its sortable fields, both ways, ties broken by id`, async () => {
      const records = [];
      for (const body of bodies[resource.name]) records.push(await create(suite.t, suite.g.owner, resource.name, body));
      const ids = records.map((record) => record.id).join(',');
      for (const field of resource.sortable) {
        for (const asc of [true, false]) {
          const answer = await call(suite.t.app, 'GET', `/api/v3/${resource.name}`, { token: suite.g.owner, query: { ids, field, asc: String(asc) } });
          expect(answer.body.data.map((record: { id: number }) => record.id), `${field} ${asc ? 'asc' : 'desc'}`)
            .toEqual(expectedOrder(records, field, asc));
        }
      }
    });
  }

  it('has sample records for every declared resource', () => {
    expect(Object.keys(bodies).sort()).toEqual(RESOURCES.map((resource) => resource.name).sort());
  });
});
