import type { BenchRequest } from './load';

export interface BenchCall {
    name: string;
    next: (index: number) => BenchRequest;
    /** false: the bare handler has no such call (only the app is timed). */
    bare?: boolean;
    /** Before the call's runs: get ready for `requests` requests in all (records each request uses up). */
    prepare?: (requests: number) => Promise<void>;
    /** After them: a line of findings to print under the table. */
    check?: () => Promise<string>;
}

const DAY_MS = 86_400_000;
/** `YYYY-MM-DD` in Hong Kong (the seeded workspaces' zone, UTC+8 all year), `days` from today. */
export const hongKongDay = (days: number) =>
    new Date(Date.now() + 8 * 3_600_000 + days * DAY_MS).toISOString().slice(0, 10);

export interface Sample {
    customerIds: number[];
    vehicleIds: number[];
}

const CUSTOMER = '/api/v3/relationship/customer';
const VEHICLE = '/api/v3/motor-garage/vehicle';
/** What a front desk types: part of a name, of a phone number, of a plate, a model. */
const CUSTOMER_KEYWORDS = ['Siu Ming', 'Chan Ka', '6123', 'Kowloon Bay'];
const VEHICLE_KEYWORDS = ['AB 12', 'KL 5', 'Alphard', 'Model 3'];

/** A first page of 25 in one of the orders people sort by (`field`, `asc`): the list routes' sort indexes. */
export const sortedPages = (label: string, path: string, sorts: [field: string, asc: boolean][]): BenchCall[] =>
    sorts.map(([field, asc]) => ({
        name: `${label} ?field=${field}&asc=${asc}`,
        next: () => ({ method: 'GET', path: `${path}?field=${field}&asc=${asc}&size=25` }),
    }));

const at = <T>(items: T[], index: number) => items[(index * 7919) % items.length];
let plateNumber = 0;

/** The calls timed on the app and on the bare handler, against the big workspace's records. */
export function resourceCalls(sample: Sample): BenchCall[] {
    const calls = (
        label: string,
        path: string,
        keywords: string[],
        sortField: string,
        ids: number[],
        create: (i: number) => object,
        update: (i: number) => object,
    ): BenchCall[] => [
        {
            name: `${label} ?keyword=`,
            next: i => ({ method: 'GET', path: `${path}?keyword=${encodeURIComponent(at(keywords, i))}` }),
        },
        {
            name: `${label} ?field=${sortField}&page=50`,
            next: () => ({ method: 'GET', path: `${path}?field=${sortField}&page=50` }),
        },
        { name: `${label} get one`, next: i => ({ method: 'GET', path: `${path}/${at(ids, i)}` }) },
        { name: `${label} create`, next: i => ({ method: 'POST', path, body: create(i) }) },
        { name: `${label} update`, next: i => ({ method: 'PUT', path: `${path}/${at(ids, i)}`, body: update(i) }) },
    ];
    return [
        { name: 'user/self', next: () => ({ method: 'GET', path: '/api/v3/user/self' }) },
        ...calls(
            'customers',
            CUSTOMER,
            CUSTOMER_KEYWORDS,
            'name',
            sample.customerIds,
            i => ({ name: `陳大文 Bench Chan ${i}`, phone: '9123 4567', tags: ['bench'] }),
            i => ({ notes: `Called back ${i}` }),
        ),
        ...calls(
            'vehicles',
            VEHICLE,
            VEHICLE_KEYWORDS,
            'plate',
            sample.vehicleIds,
            () => ({
                plate: `BEN ${++plateNumber}`,
                make: 'Toyota',
                model: 'Noah',
                customer_id: at(sample.customerIds, plateNumber),
            }),
            i => ({ mileage: 50_000 + i }),
        ),
        ...sortedPages('customers', CUSTOMER, [
            ['balance_cents', false],
            ['last_visit', false],
            ['vehicle_count', false],
        ]),
        ...sortedPages('vehicles', VEHICLE, [
            ['mileage', false],
            ['last_visit', false],
        ]),
    ];
}
