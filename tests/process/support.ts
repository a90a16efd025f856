import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';

export const ROOT = resolve(import.meta.dirname, '../..');

export interface Exit {
    code: number | null;
    signal: NodeJS.Signals | null;
}

export interface Child {
    process: ChildProcess;
    /** Everything written to stdout and stderr so far, for assertions and failure messages. */
    output(): string;
    /** Resolves with the first stdout line matching `pattern`; rejects when the child exits first. */
    waitForLine(pattern: RegExp): Promise<RegExpMatchArray>;
    exited: Promise<Exit>;
}

/** Runs a TypeScript file of the project in its own Node process, the way `npm start` does (tsx's loader). */
export function runTs(script: string, args: string[] = [], env: Record<string, string> = {}): Child {
    return runCommand(process.execPath, ['--import', 'tsx', script, ...args], env);
}

/** Runs a command in the project's folder, its output kept for assertions. */
export function runCommand(command: string, args: string[] = [], env: Record<string, string> = {}): Child {
    const child = spawn(command, args, {
        cwd: ROOT,
        env: { ...process.env, ...env },
        stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    const exited = new Promise<Exit>(done => child.once('exit', (code, signal) => done({ code, signal })));
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
        stdout += chunk;
    });
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => {
        stderr += chunk;
    });
    const output = () => `${stdout}\n${stderr}`;

    const waitForLine = (pattern: RegExp) =>
        new Promise<RegExpMatchArray>((found, failed) => {
            const look = () => {
                const match = stdout
                    .split('\n')
                    .map(line => line.match(pattern))
                    .find(Boolean);
                if (!match) return;
                child.stdout!.off('data', look);
                found(match);
            };
            child.stdout!.on('data', look);
            look();
            void exited.then(({ code, signal }) =>
                failed(new Error(`exited (${code ?? signal}) before printing ${pattern}:\n${output()}`)),
            );
        });
    return { process: child, output, waitForLine, exited };
}

/** Resolves with the exit, or with null when the process is still running after `ms`. */
export function exitWithin(child: Child, ms: number): Promise<Exit | null> {
    return Promise.race([child.exited, new Promise<null>(done => setTimeout(() => done(null), ms))]);
}

/** Kills a child left running by a failed test, so no process outlives the run. */
export function killIfRunning(child: Child | undefined): void {
    if (child && child.process.exitCode === null && child.process.signalCode === null) child.process.kill('SIGKILL');
}

export function makeTempDir(): { path: string; remove(): void } {
    const path = mkdtempSync(join(tmpdir(), 'pitstop-process-'));
    return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}
