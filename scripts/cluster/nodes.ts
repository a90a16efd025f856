import { runTs, type Child, type Exit } from '../../tests/process/support';

export interface AppNode {
    name: string;
    url: string;
    /** The environment it starts with (besides PORT and HOST). */
    env: Record<string, string>;
    /** Starts `server/main.ts` and waits until it listens. */
    start(): Promise<void>;
    /** Sends SIGTERM and waits for the exit (the server drains its requests first). */
    stop(): Promise<Exit>;
    /** What the running (or last) process printed, for a failure's report. */
    output(): string;
}

/** A start on the 2-core machine with other work running has taken over 90 s. */
const START_TIMEOUT_MS = 180_000;

/** One app process on `port` with `env`; started again with the same environment after each stop. */
export function appNode(name: string, port: number, env: Record<string, string>): AppNode {
    let child: Child | null = null;
    return {
        name,
        url: `http://127.0.0.1:${port}`,
        env,
        async start() {
            const started = runTs('server/main.ts', [], { ...env, PORT: String(port), HOST: '127.0.0.1' });
            child = started;
            const slow = new Promise<never>((_, failed) =>
                setTimeout(
                    () => failed(new Error(`node ${name} not listening after ${START_TIMEOUT_MS / 1000} s`)),
                    START_TIMEOUT_MS,
                ).unref(),
            );
            await Promise.race([started.waitForLine(/is running at/), slow]);
        },
        async stop() {
            if (!child || child.process.exitCode !== null || child.process.signalCode !== null)
                return child ? child.exited : { code: null, signal: null };
            child.process.kill('SIGTERM');
            return child.exited;
        },
        output: () => child?.output() ?? '',
    };
}
