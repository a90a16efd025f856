import { percentile } from '../shared/percentile';
import type { Tally } from '../cluster/http';

/** A step holds its garages when its calls' p99 stays under this and none failed. */
export const HELD_P99_MS = 200;
/**
 * Left out of a step's percentiles (not of its errors or throughput): a password check is slow by design (argon2),
 * and each person signs in once, when their garage starts its day.
 */
export const SIGN_IN = 'sign in';

export interface Latencies {
    calls: number;
    errors: number;
    p50: number;
    p95: number;
    p99: number;
}

export interface StepFigures extends Latencies {
    garages: number;
    seconds: number;
    /** Answered calls a second. */
    throughput: number;
    /** Per call kind, in the order first seen. */
    kinds: Map<string, Latencies>;
    /** Up to a few failed calls, to say what went wrong. */
    failures: string[];
    /** Held: p99 of its calls (sign-ins aside) under HELD_P99_MS, and no call failed. */
    held: boolean;
}

function latencies(all: number[], errors: number): Latencies {
    const sorted = [...all].sort((a, b) => a - b);
    return {
        calls: sorted.length,
        errors,
        p50: percentile(sorted, 0.5),
        p95: percentile(sorted, 0.95),
        p99: percentile(sorted, 0.99),
    };
}

/** One step's figures from its tallies, one per call kind. */
export function stepFigures(garages: number, seconds: number, tallies: Map<string, Tally>): StepFigures {
    const kinds = new Map(
        [...tallies].map(([kind, tally]) => [kind, latencies(tally.latencies, tally.failures.length)]),
    );
    const all = latencies(
        [...tallies].flatMap(([kind, tally]) => (kind === SIGN_IN ? [] : tally.latencies)),
        [...kinds.values()].reduce((sum, kind) => sum + kind.errors, 0),
    );
    const answered = [...kinds.values()].reduce((sum, kind) => sum + kind.calls, 0);
    return {
        ...all,
        garages,
        seconds,
        throughput: seconds > 0 ? answered / seconds : 0,
        kinds,
        failures: [...tallies.values()].flatMap(tally => tally.failures).slice(0, 5),
        held: all.calls > 0 && all.errors === 0 && all.p99 < HELD_P99_MS,
    };
}

/** The garages of the last step held before the first that was not (0 when the first was not). */
export function garagesHeld(steps: Pick<StepFigures, 'garages' | 'held'>[]): number {
    const firstLost = steps.findIndex(step => !step.held);
    const held = firstLost === -1 ? steps : steps.slice(0, firstLost);
    return held.length ? held[held.length - 1].garages : 0;
}
