// One garage's busy day through the API: its front desk and technicians, each signed in once, acting with think times
// between actions, and its customers opening the portal links the front desk sends. Jobs move from one to the other:
// the desk writes a job with lines, a technician starts and completes it, the desk invoices it, takes the payment and
// sends the customer the invoice's link.
import { Agent } from 'node:http';
import { hongKongDay } from '../bench/calls';
import { week } from '../bench/day';
import { call } from '../cluster/http';
import { seededRandom, type Random } from '../seed/records';
import { Person, thinkMs } from './person';
import type { Recorder } from './recorder';

export interface LoadGarage {
    /** 0, 1, …: the garage's place in the seed, which names its loopback addresses. */
    index: number;
    frontDesk: string;
    technicians: string[];
}

export interface GarageContext {
    base: string;
    recorder: Recorder;
    password: string;
    thinkSeconds: number;
}

const CUSTOMERS = '/api/v3/relationship/customer';
const VEHICLES = '/api/v3/motor-garage/vehicle';
const JOBS = '/api/v3/motor-garage/invoice';
const PAYMENT_METHODS = ['cash', 'card', 'fps', 'octopus', 'payme'];

/** The address a garage's staff connect from: its own, as each garage is its own site (and sign-in limits are per address). */
export const staffAddress = (index: number) => `127.1.${(index + 1) >> 8}.${(index + 1) & 255}`;
/** The address a garage's `k`-th portal visitor connects from: a hundred customers' phones per garage, taken in turn. */
export const customerAddress = (index: number, k: number) =>
    `127.${2 + (k % 100)}.${(index + 1) >> 8}.${(index + 1) & 255}`;

interface Action {
    kind: string;
    weight: number;
    /** Whether there is anything to do it on now (a job to invoice…); always when absent. */
    ready?: () => boolean;
    run: () => Promise<void>;
}

/** Jobs on their way through the day, each in one list at a time, so that no two people act on the same one. */
class Floor {
    readonly quotes: number[] = [];
    readonly working: number[] = [];
    readonly completed: number[] = [];
    readonly owed: { id: number; balance: number }[] = [];
    readonly links: string[] = [];
}

const pick = <T>(random: Random, items: readonly T[]): T => items[Math.floor(random() * items.length)];

function pickAction(random: Random, actions: Action[]): Action {
    const ready = actions.filter(action => action.ready?.() ?? true);
    let left = random() * ready.reduce((sum, action) => sum + action.weight, 0);
    return ready.find(action => (left -= action.weight) < 0) ?? ready[ready.length - 1];
}

/** Think, act, until the run stops; a failed action is counted under its kind and the day goes on. */
async function actUntilStopped(context: GarageContext, random: Random, actions: Action[]) {
    const { recorder } = context;
    for (;;) {
        await recorder.pause(thinkMs(random, context.thinkSeconds));
        if (!recorder.running) return;
        const action = pickAction(random, actions);
        await action.run().catch((error: Error) => recorder.fail(action.kind, error.message));
    }
}

/** Signs in after a first pause (people arrive one by one), acts until the run stops, then lets go of its connections. */
async function workday(
    context: GarageContext,
    username: string,
    address: string,
    random: Random,
    day: (person: Person) => Promise<Action[]>,
) {
    await context.recorder.pause(thinkMs(random, context.thinkSeconds));
    if (!context.recorder.running) return;
    let person: Person | undefined;
    try {
        person = await Person.signIn(context.base, context.recorder, username, context.password, address);
        await actUntilStopped(context, random, await day(person));
    } catch (error) {
        context.recorder.fail('sign in', `${username}: ${(error as Error).message}`);
    } finally {
        person?.close();
    }
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Row = Record<string, any>;

const dataOf = (answer: { body: { data?: unknown } | null }, what: string) => {
    const data = answer.body?.data;
    if (data === undefined || data === null) throw new Error(`no ${what} in the answer`);
    return data as any; // eslint-disable-line @typescript-eslint/no-explicit-any
};

const statisticPath = () => `/api/v3/motor-garage/statistic?from=${hongKongDay(-89)}&to=${hongKongDay(0)}`;
const calendarWeek = (person: Person) =>
    person.page('calendar week', [
        `${JOBS}?${week(0, 'jobs')}&size=200`,
        `/api/v3/motor-garage/booking?${week(0, 'bookings')}&size=200`,
    ]);
const vehiclePage = (person: Person, id: number) =>
    person.page('vehicle page', [`${VEHICLES}/${id}`, `${VEHICLES}/${id}/history`]);

/** The front desk: what it opens first (the lists it picks from), then its actions and how often it does each. */
async function frontDesk(person: Person, floor: Floor, random: Random): Promise<Action[]> {
    const lists = await person.page('lists', [
        `${CUSTOMERS}?size=50&page=${1 + Math.floor(random() * 3)}`,
        `${VEHICLES}?size=50&page=${1 + Math.floor(random() * 3)}`,
        '/api/v3/motor-garage/service?size=100',
        '/api/v3/motor-garage/product?size=100',
        '/api/v3/motor-garage/mechanic?size=50',
    ]);
    const [shownCustomers, shownVehicles, services, products, mechanics] = lists.map(
        list => dataOf(list, 'list') as Row[],
    );
    // A small garage has fewer pages than the desk may scroll to: it starts again from the first.
    const firstPage = async (path: string): Promise<Row[]> =>
        dataOf((await person.page('lists', [`${path}?size=50`]))[0], 'list');
    const customers = shownCustomers.length ? shownCustomers : await firstPage(CUSTOMERS);
    const vehicles = shownVehicles.length ? shownVehicles : await firstPage(VEHICLES);
    const owned = vehicles.filter(vehicle => vehicle.customer_id);
    if (!customers.length || !owned.length || !services.length || !products.length)
        throw new Error('the garage has no customers, cars with owners, services or parts to work with');
    const keyword = () =>
        random() < 0.5 ? pick(random, customers).name.split(' ').at(-1) : pick(random, vehicles).plate.slice(0, 4);

    return [
        {
            kind: 'search',
            weight: 20,
            run: async () => {
                const q = encodeURIComponent(keyword());
                await person.page('search', [
                    random() < 0.5 ? `/api/v3/motor-garage/search?q=${q}` : `${CUSTOMERS}?keyword=${q}&size=25`,
                ]);
            },
        },
        {
            kind: 'customer page',
            weight: 15,
            run: async () => {
                const id = pick(random, customers).id;
                await person.page('customer page', [
                    `${CUSTOMERS}/${id}`,
                    `${VEHICLES}?customer_id=${id}`,
                    `${JOBS}?customer_id=${id}&size=10`,
                    `/api/v3/motor-garage/message?customer_id=${id}&size=5`,
                ]);
            },
        },
        { kind: 'vehicle page', weight: 10, run: () => vehiclePage(person, pick(random, vehicles).id).then(() => {}) },
        {
            kind: 'job create',
            weight: 12,
            run: async () => {
                const vehicle = pick(random, owned);
                const lines = [
                    { kind: 'service', service_id: pick(random, services).id, quantity_milli: 1000 },
                    { kind: 'service', service_id: pick(random, services).id, quantity_milli: 1500 },
                    { kind: 'product', product_id: pick(random, products).id, quantity_milli: 1000 },
                    { kind: 'product', product_id: pick(random, products).id, quantity_milli: 4000 },
                    {
                        kind: 'custom',
                        description: 'Disposal of old parts',
                        quantity_milli: 1000,
                        unit_price_cents: 5000,
                    },
                ].slice(0, 3 + Math.floor(random() * 3));
                const answer = await person.send('job create', 'POST', JOBS, 201, {
                    customer_id: vehicle.customer_id,
                    vehicle_id: vehicle.id,
                    assignee_id: mechanics.length ? pick(random, mechanics).id : null,
                    complaint: 'Service due, squeal from the front brakes',
                    lines,
                });
                if (answer.status === 201) floor.quotes.push(dataOf(answer, 'job').id);
            },
        },
        {
            kind: 'invoice',
            weight: 10,
            ready: () => floor.completed.length > 0,
            run: async () => {
                const id = floor.completed.shift()!;
                const answer = await person.send('invoice', 'POST', `${JOBS}/${id}/invoice`, 200, {});
                if (answer.status === 200) floor.owed.push({ id, balance: dataOf(answer, 'job').balance_cents });
            },
        },
        {
            kind: 'payment',
            weight: 10,
            ready: () => floor.owed.length > 0,
            run: async () => {
                const { id, balance } = floor.owed.shift()!;
                const paid = await person.send('payment', 'POST', `${JOBS}/${id}/payment`, 200, {
                    amount_cents: balance,
                    method: pick(random, PAYMENT_METHODS),
                });
                if (paid.status !== 200) return;
                const shared = await person.send('portal share', 'POST', `${JOBS}/${id}/share`, 201, {
                    purpose: 'invoice',
                });
                if (shared.status === 201) floor.links.push(String(dataOf(shared, 'link').url).split('/').at(-1)!);
            },
        },
        { kind: 'calendar week', weight: 8, run: () => calendarWeek(person).then(() => {}) },
        { kind: 'statistics', weight: 5, run: () => person.page('statistics', [statisticPath()]).then(() => {}) },
    ];
}

/** A technician: the jobs list first, then job pages, starting and completing the desk's jobs, the calendar, cars. */
async function technician(person: Person, floor: Floor, random: Random): Promise<Action[]> {
    const [jobs, vehicles] = (
        await person.page('lists', [`${JOBS}?size=25`, `${VEHICLES}?size=25&page=${1 + Math.floor(random() * 3)}`])
    ).map(list => dataOf(list, 'list') as { id: number }[]);
    const jobIds = () => [...floor.working, ...floor.quotes, ...jobs.map(job => job.id)];
    const move = (kind: string, from: number[], to: number[], action: 'start' | 'complete'): Action => ({
        kind,
        weight: 20,
        ready: () => from.length > 0,
        run: async () => {
            const id = from.shift()!;
            const answer = await person.send(kind, 'POST', `${JOBS}/${id}/${action}`, 200);
            if (answer.status === 200) to.push(id);
        },
    });
    return [
        {
            kind: 'job page',
            weight: 30,
            ready: () => jobIds().length > 0,
            run: async () => {
                const id = pick(random, jobIds());
                await person.page('job page', [`${JOBS}/${id}`, `/api/v3/motor-garage/message?job_id=${id}&size=5`]);
            },
        },
        move('job start', floor.quotes, floor.working, 'start'),
        move('job complete', floor.working, floor.completed, 'complete'),
        { kind: 'calendar week', weight: 15, run: () => calendarWeek(person).then(() => {}) },
        {
            kind: 'vehicle page',
            weight: 15,
            ready: () => vehicles.length > 0,
            run: () => vehiclePage(person, pick(random, vehicles).id).then(() => {}),
        },
    ];
}

/** The garage's customers: each link the desk sent is opened once, from a phone of its own, on a fresh connection. */
async function portalVisits(context: GarageContext, garage: LoadGarage, floor: Floor, random: Random) {
    const { recorder } = context;
    for (let k = 0; ; k++) {
        await recorder.pause(thinkMs(random, context.thinkSeconds));
        if (!recorder.running) return;
        const token = floor.links.shift();
        if (!token) continue;
        const agent = new Agent({ localAddress: customerAddress(garage.index, k) });
        await call(recorder.tally('portal open'), context.base, 'GET', `/public/v3/portal/${token}`, {
            agent,
            expect: 200,
        });
        agent.destroy();
    }
}

/** Runs the garage's day until the recorder stops; resolves once everyone has stopped. */
export async function runGarage(context: GarageContext, garage: LoadGarage): Promise<void> {
    const floor = new Floor();
    const random = (who: number) => seededRandom(garage.index * 100 + who);
    const address = staffAddress(garage.index);
    await Promise.all([
        workday(context, garage.frontDesk, address, random(0), person => frontDesk(person, floor, random(1))),
        ...garage.technicians.map((username, k) =>
            workday(context, username, address, random(2 + 2 * k), person =>
                technician(person, floor, random(3 + 2 * k)),
            ),
        ),
        portalVisits(context, garage, floor, random(99)),
    ]);
}
