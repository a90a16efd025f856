import { performance } from 'node:perf_hooks';
import { percentile } from '../shared/percentile';
import type { Tally } from './http';

export interface ScenarioResult {
    title: string;
    tally: Tally;
    /** What the scenario saw besides the requests (which node delivered, how long a restart took…). */
    notes: string[];
    /** Why the scenario failed: a check that did not hold, or failed requests. */
    error: string | null;
}

export function figuresOf(tally: Tally) {
    const sorted = [...tally.latencies].sort((a, b) => a - b);
    return {
        requests: sorted.length,
        failures: tally.failures.length,
        p50: percentile(sorted, 0.5),
        p99: percentile(sorted, 0.99),
        seconds: ((tally.ended ?? performance.now()) - tally.started) / 1000,
    };
}

const COLUMNS = ['requests', 'failures', 'p50 ms', 'p99 ms', 'seconds', 'result'];

/** The figures of every scenario as a table, then each one's notes and failures. */
export function report(results: ScenarioResult[]): string {
    const width = Math.max(...results.map(result => result.title.length));
    const row = (title: string, cells: string[]) =>
        `${title.padEnd(width)}  ${cells.map((cell, i) => cell.padStart(COLUMNS[i].length + 2)).join('')}`;
    const lines = [row('scenario', COLUMNS)];
    for (const result of results) {
        const f = figuresOf(result.tally);
        const cells = [f.requests, f.failures, f.p50.toFixed(1), f.p99.toFixed(1), f.seconds.toFixed(1)];
        lines.push(row(result.title, [...cells.map(String), result.error ? 'FAILED' : 'ok']));
    }
    for (const result of results) {
        if (!result.notes.length && !result.error) continue;
        lines.push('', `${result.title}:`, ...result.notes.map(note => `  ${note}`));
        if (result.error) lines.push(`  FAILED: ${result.error}`);
        lines.push(...result.tally.failures.slice(0, 10).map(failure => `  failed request: ${failure}`));
    }
    return lines.join('\n');
}
