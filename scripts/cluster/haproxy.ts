import { spawnSync } from 'node:child_process';
import { existsSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { runCommand, type Child } from '../../tests/process/support';
import { sleep } from './http';

export interface Backend {
    name: string;
    port: number;
}

export interface BalancerPorts {
    balancer: number;
    stats: number;
}

/**
 * The load balancer in front of the nodes. Reads and writes go to two backends over the same servers: a read is
 * sent again (to the other node) when its node closed the connection without answering; a write only when it
 * never reached a node or the node refused it without running it (a node shutting down answers 503 before routing).
 * A node that went silent after taking a write may have committed it: the client sees the error, nothing is written
 * twice. Server connections are closed after each answer, so no request waits on a kept-alive connection of a node
 * that has just closed.
 */
export function haproxyConfig(ports: BalancerPorts, nodes: Backend[], healthPath: string): string {
    const server = (node: Backend, how: string) => `    server ${node.name} 127.0.0.1:${node.port} ${how}`;
    return `global
    maxconn 1000
    log stdout format raw local0 info

defaults
    mode http
    log global
    option httplog
    option dontlognull
    option forwardfor
    option http-server-close
    option redispatch 1
    retries 3
    timeout connect 2s
    timeout client 30s
    timeout server 60s
    timeout http-request 10s
    default-server inter 1s fall 2 rise 2

frontend pitstop
    bind 127.0.0.1:${ports.balancer}
    acl replay_safe method GET HEAD OPTIONS
    use_backend pitstop_reads if replay_safe
    default_backend pitstop_writes

backend pitstop_reads
    balance roundrobin
    option httpchk GET ${healthPath}
    http-check expect status 200
    retry-on conn-failure empty-response 503
${nodes.map(node => server(node, 'check')).join('\n')}

backend pitstop_writes
    balance roundrobin
    retry-on conn-failure 503
${nodes.map(node => server(node, `track pitstop_reads/${node.name}`)).join('\n')}

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
export async function startBalancer(dir: string, ports: BalancerPorts, nodes: Backend[], healthPath: string) {
    const configFile = join(dir, 'haproxy.cfg');
    writeFileSync(configFile, haproxyConfig(ports, nodes, healthPath));
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
