import { Tally, type Recording } from '../cluster/http';

/**
 * Where everyone's calls are timed: one tally per call kind for the step under way, handed over whole at the step's
 * end. Also the run's stop signal, which cuts every pause short.
 */
export class Recorder {
    private tallies = new Map<string, Tally>();
    private stopping: (() => void) | null = null;
    private readonly stopped = new Promise<void>(done => (this.stopping = done));
    running = true;

    /** Where a call of `kind` is timed: the tally of the step under way when it ends. */
    tally(kind: string): Recording {
        return { record: (ms, failure) => this.current(kind).record(ms, failure) };
    }

    /** A failure outside an HTTP call's status (an answer without what the next call needs). */
    fail(kind: string, message: string) {
        this.current(kind).failures.push(message.slice(0, 300));
    }

    private current(kind: string): Tally {
        let tally = this.tallies.get(kind);
        if (!tally) this.tallies.set(kind, (tally = new Tally()));
        return tally;
    }

    /** The tallies of the step that ends, a fresh set for the next. */
    endStep(): Map<string, Tally> {
        const ended = this.tallies;
        this.tallies = new Map();
        return ended;
    }

    /** Waits `ms`, less when the run stops meanwhile. */
    pause(ms: number): Promise<void> {
        return Promise.race([new Promise<void>(done => setTimeout(done, ms).unref()), this.stopped]);
    }

    stop() {
        this.running = false;
        this.stopping?.();
    }
}
