import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, type Child } from '../../tests/process/support';
import { pitstopHaproxyConfig } from './haproxy-config';
import { sleep } from './http';

export interface Backend {
    name: string;
    port: number;
}

export interface BalancerPorts {
    balancer: number;
    stats: number;
}

/** The cluster's balancer: Pitstop's config (haproxy-config.ts) on 127.0.0.1, its log on stdout, a statistics page. */
export function haproxyConfig(ports: BalancerPorts, nodes: Backend[]): string {
    const servers = nodes.map(node => ({ name: node.name, address: `127.0.0.1:${node.port}` }));
    return `global
    maxconn 1000
    log stdout format raw local0 info

${pitstopHaproxyConfig(`127.0.0.1:${ports.balancer}`, servers)}
frontend stats
    bind 127.0.0.1:${ports.stats}
    stats enable
    stats uri /stats
`;
}

/** Debian installs it in /usr/sbin, which a user's PATH may not hold. */
const HAPROXY = existsSync('/usr/sbin/haproxy') ? '/usr/sbin/haproxy' : 'haproxy';

type Row = Record<string, string>;

export interface Balancer {
    child: Child;
    configFile: string;
    /** The health state HAProxy gives each node: UP, DOWN, or a transition such as "DOWN 1/2". */
    states(): Promise<Record<string, string>>;
    /** Waits until HAProxy's checks say `state` for `node`; answers the seconds it took. */
    waitFor(node: string, state: 'UP' | 'DOWN', timeoutMs?: number): Promise<number>;
    /** Requests HAProxy sent again (to the same node or, redispatched, to the other), over both backends. */
    retries(): Promise<{ retried: number; redispatched: number }>;
    stop(): Promise<void>;
}

/** Writes the config into `dir`, has HAProxy check it, and runs it in the foreground (its log kept in memory). */
export async function startBalancer(dir: string, ports: BalancerPorts, nodes: Backend[]) {
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(ports, nodes));
    const checked = spawnSync(HAPROXY, ['-c', '-q', '-f', configFile], { encoding: 'utf8' });
    if (checked.error) throw new Error(`HAProxy does not run (${checked.error.message}): apt-get install haproxy`);
    if (checked.status !== 0) throw new Error(`HAProxy refused ${configFile}:\n${checked.stderr}${checked.stdout}`);
    const child = runCommand(HAPROXY, ['-db', '-f', configFile]);

    const rows = async (): Promise<Row[]> => {
        const response = await fetch(`http://127.0.0.1:${ports.stats}/stats;csv`);
        const [header, ...lines] = (await response.text()).trim().split('\n');
        const names = header.replace(/^# /, '').split(',');
        return lines.map(line => Object.fromEntries(line.split(',').map((value, i) => [names[i], value])));
    };
    const states = async () =>
        Object.fromEntries(
            (await rows()).filter(row => row.pxname === 'pitstop_reads').map(row => [row.svname, row.status]),
        );
    const balancer: Balancer = {
        child,
        configFile,
        states,
        async waitFor(node, state, timeoutMs = 30_000) {
            const started = Date.now();
            for (;;) {
                const seen = await states().catch(() => ({}) as Record<string, string>);
                if (seen[node] === state) return (Date.now() - started) / 1000;
                if (Date.now() - started > timeoutMs)
                    throw new Error(`HAProxy still sees ${node} ${seen[node] ?? 'nowhere'}, not ${state}`);
                await sleep(100);
            }
        },
        async retries() {
            const backends = (await rows()).filter(row => row.svname === 'BACKEND');
            const sum = (column: string) => backends.reduce((total, row) => total + Number(row[column] || 0), 0);
            return { retried: sum('wretr'), redispatched: sum('wredis') };
        },
        async stop() {
            child.process.kill('SIGTERM');
            await child.exited;
        },
    };
    for (let tries = 0; !(await states().catch(() => null)); tries++) {
        if (tries === 50) throw new Error(`HAProxy's statistics do not answer:\n${child.output()}`);
        await sleep(100);
    }
    return balancer;
}
