import { describe, expect, it } from 'vitest';
import { DEFAULT_OPENING_HOURS, wallClock } from '../../common/online-booking';
import { addDays } from '../../common/opening-hours';
import { call, expectError } from '../support/factories';
import { garageSuite } from '../support/garage';

const suite = garageSuite();
const profilePath = () => `/api/v3/workspace/${suite.g.workspace.id}`;
const read = async () => (await call(suite.t.app, 'GET', profilePath(), { token: suite.g.userToken })).body.data;
const save = (body: object, token = suite.g.userToken) =>
    call(suite.t.app, 'PUT', profilePath(), { token, body: { name: suite.g.workspace.name, ...body } });
const today = () => wallClock(new Date(), 'Asia/Hong_Kong').day;
const open = (from: string, to: string) => ({ open: from, close: to });

describe("the organization profile's online booking rules", () => {
    it('start as Monday to Saturday 09:00–18:00, no closed dates, 2 hours of notice, 60 days ahead', async () => {
        expect(await read()).toMatchObject({
            opening_hours: DEFAULT_OPENING_HOURS,
            closed_dates: [],
            booking_notice_hours: 2,
            booking_horizon_days: 60,
        });
    });

    it('are saved by whoever edits the profile; closed dates once each, in order; rules left out are kept', async () => {
        const hours = [
            open('08:30', '19:00'),
            open('08:30', '19:00'),
            null,
            open('08:30', '12:30'),
            open('08:30', '19:00'),
            open('10:00', '16:00'),
            null,
        ];
        const [christmas, boxing] = [addDays(today(), 20), addDays(today(), 21)];
        const saved = await save({
            opening_hours: hours,
            closed_dates: [boxing, christmas, boxing],
            booking_notice_hours: 0,
            booking_horizon_days: 365,
        });
        expect(saved.status).toBe(200);
        const rules = {
            opening_hours: hours,
            closed_dates: [christmas, boxing],
            booking_notice_hours: 0,
            booking_horizon_days: 365,
        };
        expect(saved.body.data).toMatchObject(rules);
        expect(await read()).toMatchObject(rules);
        expect((await save({ bays: 4 })).body.data).toMatchObject({ ...rules, bays: 4 });
        const edge = { booking_notice_hours: 336, booking_horizon_days: 1, closed_dates: [] };
        expect((await save(edge)).body.data).toMatchObject(edge);
    });

    it('refuse what a garage cannot mean, naming each field, and save nothing', async () => {
        const before = await read();
        const week = (change: (object | null)[]) => [...change, ...DEFAULT_OPENING_HOURS.slice(change.length)];
        const cases: [object, { field: string; error: string }][] = [
            [{ opening_hours: DEFAULT_OPENING_HOURS.slice(0, 6) }, { field: 'opening_hours', error: 'too_short' }],
            [{ opening_hours: [...DEFAULT_OPENING_HOURS, null] }, { field: 'opening_hours', error: 'too_long' }],
            [
                { opening_hours: week([open('9:00', '18:00')]) },
                { field: 'opening_hours.0.open', error: 'invalid_format' },
            ],
            [
                { opening_hours: week([open('09:00', '24:00')]) },
                { field: 'opening_hours.0.close', error: 'invalid_format' },
            ],
            [{ opening_hours: week([open('9am', '6pm')]) }, { field: 'opening_hours.0.open', error: 'invalid_format' }],
            [{ opening_hours: week([{ open: '09:00' }]) }, { field: 'opening_hours.0.close', error: 'required' }],
            [
                { opening_hours: week([null, open('18:00', '09:00')]) },
                { field: 'opening_hours.1.close', error: 'before_open' },
            ],
            [
                { opening_hours: week([null, null, open('12:00', '12:00')]) },
                { field: 'opening_hours.2.close', error: 'before_open' },
            ],
            [{ closed_dates: ['2026-02-30'] }, { field: 'closed_dates.0', error: 'invalid_format' }],
            [{ closed_dates: ['1899-12-31'] }, { field: 'closed_dates.0', error: 'out_of_range' }],
            [
                { closed_dates: [today(), addDays(today(), 6 * 366)] },
                { field: 'closed_dates.1', error: 'out_of_range' },
            ],
            [{ closed_dates: [addDays(today(), -400)] }, { field: 'closed_dates.0', error: 'out_of_range' }],
            [
                { closed_dates: Array.from({ length: 367 }, (_, n) => addDays(today(), n)) },
                { field: 'closed_dates', error: 'too_long' },
            ],
            [{ booking_notice_hours: -1 }, { field: 'booking_notice_hours', error: 'too_small' }],
            [{ booking_notice_hours: 337 }, { field: 'booking_notice_hours', error: 'too_large' }],
            [{ booking_notice_hours: 1.5 }, { field: 'booking_notice_hours', error: 'invalid_type' }],
            [{ booking_horizon_days: 0 }, { field: 'booking_horizon_days', error: 'too_small' }],
            [{ booking_horizon_days: 366 }, { field: 'booking_horizon_days', error: 'too_large' }],
        ];
        for (const [body, detail] of cases) {
            const answer = await save(body);
            expectError(answer, 400, 'validation_failed');
            expect(answer.body.details).toContainEqual(detail);
        }
        expect(await read()).toEqual(before);
    });

    it('are changed only with workspace:write, and never in another organization', async () => {
        const before = await read();
        expectError(await save({ booking_notice_hours: 5 }, suite.g.member), 403, 'forbidden');
        const theirs = await call(suite.t.app, 'PUT', `/api/v3/workspace/${suite.g.other.id}`, {
            token: suite.g.userToken,
            body: { name: 'Taken over', booking_notice_hours: 5 },
        });
        expectError(theirs, 404, 'not_found');
        expect(await read()).toEqual(before);
    });
});
