import { describe, expect, it } from 'vitest';
import { Tally } from '../../../scripts/cluster/http';
import { garagesHeld, stepFigures } from '../../../scripts/loadtest/figures';
import { assertLoopback, isLoopbackHost } from '../../../scripts/loadtest/loopback';
import { loadtestOptions } from '../../../scripts/loadtest/options';
import { rampSteps, stepsWithin } from '../../../scripts/loadtest/ramp';
import { summary } from '../../../scripts/loadtest/report';
import { percentile } from '../../../scripts/shared/percentile';

const tallyOf = (latencies: number[], failures: string[] = []) => {
    const tally = new Tally();
    for (const ms of latencies) tally.record(ms, null);
    tally.failures.push(...failures);
    return tally;
};
const oneToHundred = Array.from({ length: 100 }, (_, i) => i + 1);

describe('the step ramp', () => {
    it('adds garages step by step and ends on the most asked for', () => {
        expect(rampSteps(10, 10, 40)).toEqual([10, 20, 30, 40]);
        expect(rampSteps(5, 10, 30)).toEqual([5, 15, 25, 30]);
        expect(rampSteps(7, 3, 7)).toEqual([7]);
    });

    it('refuses a ramp that cannot start', () => {
        expect(() => rampSteps(50, 10, 40)).toThrow(/no ramp/);
        expect(() => rampSteps(10, 0, 40)).toThrow(/no ramp/);
    });

    it('keeps the first steps that fit in the time left', () => {
        expect(stepsWithin([10, 20, 30, 40], 30, 100)).toEqual([10, 20, 30]);
        expect(stepsWithin([10, 20, 30, 40], 30, 29)).toEqual([]);
        expect(stepsWithin([10, 20, 30, 40], 30, -5)).toEqual([]);
    });
});

describe('percentile (nearest rank)', () => {
    it('answers the value with the share asked for at or below it', () => {
        expect(percentile(oneToHundred, 0.5)).toBe(50);
        expect(percentile(oneToHundred, 0.95)).toBe(95);
        expect(percentile(oneToHundred, 0.99)).toBe(99);
        expect(percentile(oneToHundred, 1)).toBe(100);
    });

    it('takes the slowest of few calls as their p99, and 0 of none', () => {
        expect(percentile([3, 8, 400], 0.99)).toBe(400);
        expect(percentile([7], 0.5)).toBe(7);
        expect(percentile([], 0.99)).toBe(0);
    });
});

describe('whether a step held its garages', () => {
    it('holds when the p99 is under 200 ms and nothing failed', () => {
        const step = stepFigures(10, 20, new Map([['search', tallyOf(oneToHundred)]]));
        expect(step).toMatchObject({ garages: 10, calls: 100, errors: 0, p50: 50, p99: 99, throughput: 5, held: true });
    });

    it('does not hold at 200 ms or more, nor with a single failed call', () => {
        const slow = stepFigures(10, 20, new Map([['search', tallyOf([...oneToHundred.slice(2), 200, 250])]]));
        expect(slow).toMatchObject({ p99: 200, held: false });
        const failed = stepFigures(10, 20, new Map([['invoice', tallyOf([5, 6], ['POST …/invoice: 500'])]]));
        expect(failed).toMatchObject({ errors: 1, held: false, failures: ['POST …/invoice: 500'] });
    });

    it('leaves sign-ins out of the percentiles but counts their errors and their calls per second', () => {
        const tallies = new Map([
            ['sign in', tallyOf([900, 950])],
            ['job page', tallyOf([10, 20])],
        ]);
        expect(stepFigures(4, 2, tallies)).toMatchObject({ calls: 2, p99: 20, throughput: 2, held: true });
        tallies.get('sign in')!.failures.push('POST /public/v3/user/login: 429');
        expect(stepFigures(4, 2, tallies)).toMatchObject({ errors: 1, held: false });
    });

    it('does not hold a step in which nothing was answered', () => {
        expect(stepFigures(10, 20, new Map()).held).toBe(false);
    });

    it('counts the garages held up to the first step that was not', () => {
        const steps = (held: boolean[]) => held.map((ok, i) => ({ garages: 10 * (i + 1), held: ok }));
        expect(garagesHeld(steps([true, true, false, true]))).toBe(20);
        expect(garagesHeld(steps([true, true, true]))).toBe(30);
        expect(garagesHeld(steps([false, true]))).toBe(0);
        expect(garagesHeld([])).toBe(0);
    });

    it('says when the garages held may understate the limit', () => {
        const target = (held: boolean[]) => ({
            title: 'one node',
            steps: held.map((ok, i) =>
                stepFigures(10 * (i + 1), 30, new Map([['job page', tallyOf(ok ? [10] : [900])]])),
            ),
        });
        const lastLine = (held: boolean[]) =>
            summary([target(held)])
                .split('\n')
                .at(-1);
        expect(lastLine([true, true, false])).toBe('one node: 20 garages held with p99 under 200 ms and no error');
        expect(lastLine([true, true])).toContain('20 garages held with p99 under 200 ms and no error (every step held');
        expect(lastLine([true, false, true])).toContain(
            '10 garages held with p99 under 200 ms and no error (a bigger step held again',
        );
    });
});

describe('the loopback guard', () => {
    it('lets loopback through', () => {
        for (const host of ['127.0.0.1', '127.1.2.3', 'localhost', '[::1]', '::ffff:127.0.0.1'])
            expect(isLoopbackHost(host), host).toBe(true);
        expect(() => assertLoopback('http://127.0.0.1:4400', 'The load target')).not.toThrow();
        expect(() => assertLoopback('postgres://postgres@127.0.0.1:5432', 'CLUSTER_POSTGRES_URL')).not.toThrow();
    });

    it('refuses any other target', () => {
        for (const host of ['10.0.0.5', '192.168.1.10', '8.8.8.8', 'example.com', 'localhost.example.com', '[::]', ''])
            expect(isLoopbackHost(host), host).toBe(false);
        expect(() => assertLoopback('https://pitstop.example.com', 'The load target')).toThrow(/must be on loopback/);
        expect(() => assertLoopback('postgres://db.internal:5432', 'CLUSTER_POSTGRES_URL')).toThrow(
            /CLUSTER_POSTGRES_URL must be on loopback/,
        );
        expect(() => assertLoopback('not a url', 'The load target')).toThrow(/must be on loopback/);
    });
});

describe('the options', () => {
    it('take flags over environment variables over defaults', () => {
        const options = loadtestOptions(['--garages', '60'], { LOADTEST_GARAGES: '30', LOADTEST_STEP: '5' });
        expect(options).toMatchObject({ garages: 60, step: 5, from: 10, targets: ['one', 'two'] });
        expect(loadtestOptions([], { LOADTEST_TARGETS: 'two' }).targets).toEqual(['two']);
    });

    it('refuse what cannot run', () => {
        expect(() => loadtestOptions(['--garages', 'many'], {})).toThrow(/--garages \(LOADTEST_GARAGES\)/);
        expect(() => loadtestOptions(['--from', '50'], {})).toThrow(/--from/);
        expect(() => loadtestOptions(['--targets', 'three'], {})).toThrow(/--targets/);
        expect(() => loadtestOptions(['--jobs', '10'], {})).toThrow(/--jobs must be at least twice/);
    });
});
