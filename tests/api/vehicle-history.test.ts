import { describe, expect, it, vi } from 'vitest';
import { VEHICLE_HISTORY_CAP } from '../../common/vehicles';
import { call, expectError } from '../support/factories';
import { create, garageSuite } from '../support/garage';

const suite = garageSuite();
const VEHICLE = 'motor-garage/vehicle';
const JOB = 'motor-garage/invoice';

const history = (id: number, token = suite.g.owner) =>
    call(suite.t.app, 'GET', `/api/v3/${VEHICLE}/${id}/history`, { token });
const historyOf = async (id: number) => {
    const answer = await history(id);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return answer.body.data as { jobs: Record<string, unknown>[]; more: boolean };
};
const at = (day: string) => `${day}T02:30:00.000Z`;
const job = (vehicle: { id: number }, body: object = {}) =>
    create(suite.t, suite.g.owner, JOB, { vehicle_id: vehicle.id, ...body });

describe("a vehicle's service history", () => {
    it('lists its jobs newest first, each with its mileage, its lines and its total to the cent', async () => {
        const owner = await create(suite.t, suite.g.owner, 'relationship/customer', { name: 'Chan Tai Man' });
        const car = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 1', customer_id: owner.id });
        const otherCar = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 2' });
        const oilChange = await create(suite.t, suite.g.owner, 'motor-garage/service', {
            code: 'HS-OIL',
            name: 'Oil change',
            price_cents: 38_000,
        });
        const oil = await create(suite.t, suite.g.owner, 'motor-garage/product', {
            sku: 'HS-5W30',
            name: 'Engine oil 5W-30',
            price_cents: 8_800,
        });

        const service = await job(car, {
            customer_id: owner.id,
            scheduled_start: at('2026-03-02'),
            mileage_in: 48_200,
            lines: [
                { kind: 'service', service_id: oilChange.id, quantity_milli: 1500 },
                { kind: 'product', product_id: oil.id, quantity_milli: 4500, discount_cents: 600 },
                { kind: 'custom', description: 'Disposal fee', quantity_milli: 1000, unit_price_cents: 2_001 },
            ],
        });
        const earlier = await job(car, { scheduled_start: at('2025-11-20'), mileage_in: 41_000 });
        const sameDay = await job(car, {
            scheduled_start: at('2026-03-02'),
            lines: [{ kind: 'custom', description: 'Wiper blades', quantity_milli: 2000, unit_price_cents: 12_050 }],
        });
        // Written down today, never scheduled: it happens now, after the others.
        const walkIn = await job(car, {});
        await job(otherCar, { scheduled_start: at('2026-06-01') });

        const { jobs, more } = await historyOf(car.id);
        expect(more).toBe(false);
        expect(jobs.map(one => one.id)).toEqual([walkIn.id, sameDay.id, service.id, earlier.id]);
        expect(jobs[2]).toMatchObject({
            number: service.number,
            status: 'quote',
            happens_at: at('2026-03-02'),
            mileage_in: 48_200,
            total_cents: 98_001,
        });
        expect(
            (jobs[2].lines as Record<string, unknown>[]).map(({ description, quantity_milli, line_total_cents }) => ({
                description,
                quantity_milli,
                line_total_cents,
            })),
        ).toEqual([
            { description: 'Oil change', quantity_milli: 1500, line_total_cents: 57_000 },
            { description: 'Engine oil 5W-30', quantity_milli: 4500, line_total_cents: 39_000 },
            { description: 'Disposal fee', quantity_milli: 1000, line_total_cents: 2_001 },
        ]);
        expect(jobs[1]).toMatchObject({ total_cents: 24_100, mileage_in: null });
        expect(jobs[3]).toMatchObject({ lines: [], total_cents: 0, mileage_in: 41_000 });
        expect(jobs[0].happens_at).toBe(walkIn.created_at);
    });

    it(`answers the latest ${VEHICLE_HISTORY_CAP} jobs and says when there are older ones`, async () => {
        const busy = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 50' });
        const day = (n: number) => new Date(Date.UTC(2024, 0, 1 + n, 2, 30)).toISOString();
        const made = [];
        for (let n = 0; n < VEHICLE_HISTORY_CAP; n += 1)
            made.push(
                await job(busy, {
                    scheduled_start: day(n),
                    lines: [{ kind: 'custom', description: `Visit ${n}`, quantity_milli: 1000, unit_price_cents: n }],
                }),
            );
        const full = await historyOf(busy.id);
        expect(full.more).toBe(false);
        expect(full.jobs.map(one => one.id)).toEqual(made.map(one => one.id).reverse());

        const oldest = await job(busy, { scheduled_start: at('2020-01-01') });
        const capped = await historyOf(busy.id);
        expect(capped.more).toBe(true);
        expect(capped.jobs).toHaveLength(VEHICLE_HISTORY_CAP);
        expect(capped.jobs.map(one => one.id)).not.toContain(oldest.id);
        expect(capped.jobs.at(-1)).toMatchObject({ id: made[0].id, total_cents: 0 });
        expect(capped.jobs[0]).toMatchObject({ id: made.at(-1)!.id, total_cents: VEHICLE_HISTORY_CAP - 1 });
        expect((capped.jobs[0].lines as { description: string }[])[0].description).toBe(
            `Visit ${VEHICLE_HISTORY_CAP - 1}`,
        );
    });

    it('is empty for a vehicle never worked on', async () => {
        const idle = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 0' });
        expect(await historyOf(idle.id)).toEqual({ jobs: [], more: false });
    });

    it("is 404 for another garage's vehicle or an unknown one, whichever side asks", async () => {
        const ours = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 3' });
        await job(ours, { scheduled_start: at('2026-01-05') });
        const theirs = await create(suite.t, suite.g.stranger, VEHICLE, { plate: 'HS 3' });
        await create(suite.t, suite.g.stranger, JOB, { vehicle_id: theirs.id });

        expectError(await history(ours.id, suite.g.stranger), 404, 'not_found');
        expectError(await history(theirs.id, suite.g.owner), 404, 'not_found');
        expectError(await history(2_000_000_000), 404, 'not_found');
        expect((await history(ours.id, suite.g.member)).body.data.jobs).toHaveLength(1);
        expect((await history(theirs.id, suite.g.stranger)).body.data.jobs).toHaveLength(1);
    });

    it('needs a workspace session that may read jobs', async () => {
        const car = await create(suite.t, suite.g.owner, VEHICLE, { plate: 'HS 4' });
        const path = `/api/v3/${VEHICLE}/{id}/history`;
        const documented = suite.t.app.swagger() as { paths: Record<string, { get: { 'x-permission'?: string } }> };
        expect(documented.paths[path].get['x-permission']).toBe('invoice:read');

        expectError(await call(suite.t.app, 'GET', `/api/v3/${VEHICLE}/${car.id}/history`), 401, 'unauthorized');
        expectError(await history(car.id, suite.g.userToken), 403, 'workspace_required');
        // No role lacks invoice:read today: a session whose permissions leave it out.
        vi.spyOn(suite.t.app, 'permissionsOf').mockResolvedValueOnce(new Set(['vehicle:read', 'customer:read']));
        expectError(await history(car.id, suite.g.member), 403, 'forbidden');
        expect((await history(car.id, suite.g.member)).status).toBe(200);
    });
});
