import { Type } from 'typebox';
import { describe, expect, it } from 'vitest';
import { instantOf, isDay } from '../../../server/http/calendar';
import { Day, Moment, Nullable } from '../../../server/http/schemas';
import { validatorCompiler } from '../../../server/http/validation';

/** The body validator the routes get, for an object with one field `at`; answers the Ajv keywords that refused it. */
function refusals(schema: ReturnType<typeof Day>, value: unknown, httpPart = 'body') {
    const validate = validatorCompiler({
        schema: Type.Object({ at: schema }),
        httpPart,
        method: 'POST',
        url: '/',
    }) as unknown as ((data: unknown) => boolean) & { errors?: { keyword: string; instancePath: string }[] | null };
    return validate({ at: value }) ? [] : validate.errors!.map(error => `${error.instancePath} ${error.keyword}`);
}

describe('Moment()', () => {
    it('takes ISO 8601 moments with an offset whose UTC instant is within 1900–9999', () => {
        for (const moment of [
            '1900-01-01T00:00:00Z',
            '9999-12-31T23:59:59.999Z',
            '2026-11-24T09:30:00+08:00',
            '2026-11-24t09:30:00z',
            '2026-11-24 09:30:00-05:30',
            '2026-11-24T09:30:00.123456+0800',
            '1900-01-01T08:00:00+08:00',
            '9999-12-31T23:59:59-00:00',
            '2024-02-29T12:00:00Z',
        ])
            expect(refusals(Moment(), moment), moment).toEqual([]);
    });

    it('refuses instants outside 1900–9999 in UTC as out of range, offsets included', () => {
        for (const moment of [
            '0000-03-01T00:00:00Z',
            '0001-01-01T00:00:00Z',
            '0001-01-01T00:00:00+01:00',
            '0001-01-01T00:00:00+14:00',
            '1899-12-31T23:59:59.999Z',
            '1900-01-01T00:00:00+00:01',
            '1900-01-01T00:00:00+14:00',
        ]) {
            expect(refusals(Moment(), moment), moment).toEqual(['/at x-minimum']);
        }
        for (const moment of ['9999-12-31T23:00:00-02:00', '9999-12-31T12:00:00-12:00', '9999-12-31T23:59:59-00:01']) {
            expect(refusals(Moment(), moment), moment).toEqual(['/at x-maximum']);
        }
    });

    it('refuses leap seconds, impossible days and shapes JS Date would read otherwise as a format error', () => {
        for (const moment of [
            '2040-06-30T23:59:60Z',
            '2016-12-31T23:59:60Z',
            '2026-02-30T00:00:00Z',
            '2026-11-24T24:00:00Z',
            '2026-11-24T09:30:00',
            '2026-11-24T09:30:00+08',
            '2026-11-24T09:30:00+24:00',
            '10000-01-01T00:00:00Z',
            '+010000-01-01T00:00:00Z',
            '2026-11-24',
            '２０２６-11-24T09:30:00Z',
            '2026-11-24T09:30Z',
            '',
        ])
            expect(refusals(Moment(), moment), moment).toEqual(['/at format']);
    });

    it('names the field inside a nullable moment, and takes null', () => {
        expect(refusals(Nullable(Moment()) as never, '0000-03-01T00:00:00Z')[0]).toBe('/at x-minimum');
        expect(refusals(Nullable(Moment()) as never, null)).toEqual([]);
    });

    it('says its bounds in the API document', () => {
        expect(Moment({ description: 'When' })).toMatchObject({
            format: 'date-time',
            'x-minimum': '1900-01-01T00:00:00Z',
            'x-maximum': '9999-12-31T23:59:59.999Z',
            description: expect.stringMatching(/^When\. .*1900.*9999/),
        });
    });
});

describe('Day()', () => {
    it('takes real calendar days from 1900-01-01 to 9999-12-31', () => {
        for (const day of ['1900-01-01', '9999-12-31', '2024-02-29', '2000-02-29', '2026-12-31']) {
            expect(refusals(Day(), day, 'querystring'), day).toEqual([]);
        }
    });

    it('refuses days before 1900 as out of range', () => {
        for (const day of ['0000-01-01', '0001-01-01', '1899-12-31'])
            expect(refusals(Day(), day), day).toEqual(['/at x-minimum']);
    });

    it('refuses days that are not on the calendar or not YYYY-MM-DD as a format error', () => {
        for (const day of [
            '2026-02-30',
            '2026-02-29',
            '1900-02-29',
            '2026-13-01',
            '2026-04-31',
            '2026-00-10',
            '10000-01-01',
            '2026-1-1',
            '2026-11-24T00:00:00Z',
            '２０２６-01-01',
            '2026-01-01\u200B',
        ]) {
            expect(refusals(Day(), day), day).toEqual(['/at format']);
        }
    });
});

describe('instantOf', () => {
    it('reads a moment as JS Date does, for every year (Date.UTC would read 0050 as 1950)', () => {
        expect(instantOf('2026-11-24T09:30:00+08:00')).toBe(Date.parse('2026-11-24T01:30:00Z'));
        expect(instantOf('0050-06-01T00:00:00Z')).toBe(Date.parse('0050-06-01T00:00:00Z'));
        expect(instantOf('2026-11-24T09:30:00.1239Z')).toBe(Date.parse('2026-11-24T09:30:00.123Z'));
        expect(instantOf('2040-06-30T23:59:60Z')).toBeNull();
    });

    it('isDay knows leap years', () => {
        expect([isDay('2000-02-29'), isDay('1900-02-29'), isDay('2024-02-29'), isDay('2023-02-29')]).toEqual([
            true,
            false,
            true,
            false,
        ]);
    });
});
