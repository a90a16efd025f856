import { Agent } from 'node:http';
import { signIn } from '../cluster/garage';
import { call, type Answer } from '../cluster/http';
import type { Random } from '../seed/records';
import type { Recorder } from './recorder';

/** The connections a browser keeps to one site, from `address` (a loopback address of the garage's own). */
export const browserAgent = (address: string) => new Agent({ keepAlive: true, maxSockets: 6, localAddress: address });

/** One of the garage's people, signed in once: every call after reuses the token and the connections. */
export class Person {
    private constructor(
        private readonly base: string,
        private readonly recorder: Recorder,
        private readonly agent: Agent,
        private readonly token: string,
    ) {}

    /** Signs `username` into their garage from `address`; the calls are timed as `sign in`. */
    static async signIn(base: string, recorder: Recorder, username: string, password: string, address: string) {
        const agent = browserAgent(address);
        const signedIn = await signIn(recorder.tally('sign in'), base, username, password, agent);
        return new Person(base, recorder, agent, signedIn.workspaceToken);
    }

    /** One call timed under `kind`; any status but `expect` counts as its kind's error. */
    send(kind: string, method: string, path: string, expect: number, json?: object): Promise<Answer> {
        return call(this.recorder.tally(kind), this.base, method, path, {
            token: this.token,
            agent: this.agent,
            json,
            expect,
        });
    }

    /** GETs sent together, as a page opening sends them; answers them in order. */
    page(kind: string, paths: string[]): Promise<Answer[]> {
        return Promise.all(paths.map(path => this.send(kind, 'GET', path, 200)));
    }

    close() {
        this.agent.destroy();
    }
}

/** A pause between two actions: exponential around `meanSeconds`, at most four times it. */
export const thinkMs = (random: Random, meanSeconds: number) =>
    Math.min(4, -Math.log(1 - random())) * meanSeconds * 1000;
