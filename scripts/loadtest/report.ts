import { garagesHeld, HELD_P99_MS, type Latencies, type StepFigures } from './figures';

const ms = (value: number) => value.toFixed(1);
const COLUMNS = ['calls', 'errors', 'p50 ms', 'p95 ms', 'p99 ms'];

function row(label: string, width: number, figures: Latencies) {
    const cells = [figures.calls, figures.errors, ms(figures.p50), ms(figures.p95), ms(figures.p99)];
    return `  ${label.padEnd(width)}${cells.map((cell, i) => String(cell).padStart(COLUMNS[i].length + 2)).join('')}`;
}

/** A step's totals, then its figures per call kind, then a few of its failures. */
export function stepReport(step: StepFigures): string {
    const width = Math.max(...[...step.kinds.keys(), 'all but sign in'].map(kind => kind.length)) + 2;
    return [
        `${step.garages} garages, ${step.seconds.toFixed(1)} s: ${step.throughput.toFixed(1)} calls/s, ` +
            `${step.errors} errors, p99 ${ms(step.p99)} ms: ${step.held ? 'held' : 'NOT held'}`,
        `  ${'call kind'.padEnd(width)}${COLUMNS.map(column => column.padStart(column.length + 2)).join('')}`,
        ...[...step.kinds]
            .filter(([, figures]) => figures.calls || figures.errors)
            .map(([kind, figures]) => row(kind, width, figures)),
        row('all but sign in', width, step),
        ...step.failures.map(failure => `  failed: ${failure}`),
    ].join('\n');
}

/** Why the garages held may understate the limit: no step failed, or one failed and a bigger one held again. */
function heldNote(steps: StepFigures[]) {
    if (steps.length && steps.every(step => step.held)) return ' (every step held: the ramp did not find the limit)';
    const firstFailed = steps.findIndex(step => !step.held);
    if (firstFailed >= 0 && steps.slice(firstFailed + 1).some(step => step.held))
        return ' (a bigger step held again after the first that did not: the limit is noisy, run it again)';
    return '';
}

/** One line per step of each target, and the garages each held. */
export function summary(results: { title: string; steps: StepFigures[] }[]): string {
    const lines = [
        'Percentiles of every call but sign-in; calls/s and errors of all',
        'Target                      garages  calls/s  errors   p50 ms   p95 ms   p99 ms  held',
    ];
    for (const { title, steps } of results) {
        for (const step of steps)
            lines.push(
                `${title.padEnd(26)}${[
                    step.garages,
                    step.throughput.toFixed(1),
                    step.errors,
                    ms(step.p50),
                    ms(step.p95),
                    ms(step.p99),
                ]
                    .map(cell => String(cell).padStart(9))
                    .join('')}  ${step.held ? 'yes' : 'no'}`,
            );
        lines.push(
            `${title}: ${garagesHeld(steps)} garages held with p99 under ${HELD_P99_MS} ms and no error` +
                heldNote(steps),
        );
    }
    return lines.join('\n');
}
