import { randomBytes } from 'node:crypto';
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { startBalancer } from '../cluster/haproxy';
import { appNode, type AppNode } from '../cluster/nodes';
import { PORTS } from '../cluster/settings';
import type { TargetName } from './options';

export interface Target {
    title: string;
    /** Where the load goes: the node, or HAProxy in front of both. */
    base: string;
    stop(): Promise<void>;
}

/** What every node of the run starts with: the run's database, one signing key, no demo garage, quiet logs. */
export function nodeEnvironment(databaseUrl: string) {
    return {
        DATABASE_URL: databaseUrl,
        JWT_SECRET: randomBytes(32).toString('base64url'),
        ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
    };
}

const startNode = async (name: 'a' | 'b', env: Record<string, string>, dir: string): Promise<AppNode> => {
    const dataDir = join(dir, `node-${name}`);
    mkdirSync(dataDir, { recursive: true });
    const node = appNode(name, PORTS[name], { ...env, DATA_DIR: dataDir });
    try {
        await node.start();
    } catch (error) {
        await node.stop();
        throw new Error(`node ${name} did not start: ${(error as Error).message}\n${node.output().slice(-2000)}`, {
            cause: error,
        });
    }
    return node;
};

/** One app node on its own, or nodes a and b behind HAProxy (which passes each client's address on). */
export async function startTarget(name: TargetName, env: Record<string, string>, dir: string): Promise<Target> {
    if (name === 'one') {
        const node = await startNode('a', { ...env, PUBLIC_URL: `http://127.0.0.1:${PORTS.a}` }, dir);
        return { title: 'one node', base: node.url, stop: async () => void (await node.stop()) };
    }
    const base = `http://127.0.0.1:${PORTS.balancer}`;
    const behindBalancer = { ...env, PUBLIC_URL: base, TRUST_PROXY: '127.0.0.1' };
    const names = ['a', 'b'] as const;
    const started: { stop(): Promise<unknown> }[] = [];
    const stop = async () => {
        for (const one of started.reverse()) await one.stop();
    };
    try {
        for (const node of names) started.push(await startNode(node, behindBalancer, dir));
        const haproxy = await startBalancer(
            dir,
            PORTS,
            names.map(node => ({ name: node, port: PORTS[node] })),
        );
        started.push(haproxy);
        for (const node of names) await haproxy.waitFor(node, 'UP');
        return { title: 'two nodes behind HAProxy', base, stop };
    } catch (error) {
        await stop();
        throw error;
    }
}
