import { randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { startFakeProvider, type FakeProvider } from '../../tests/support/delivery';
import { startLocalS3, type LocalS3 } from '../../tests/support/s3';
import { startBalancer, type Balancer } from './haproxy';
import { appNode, type AppNode } from './nodes';
import { startReplica, type Replica } from './replica';
import { checkRedis, createDatabase, deleteRedisKeys, dropDatabase } from './services';
import { ADMIN_PASSWORD, DEMO_PASSWORD, LOGIN_LIMIT, PORTS, POSTGRES_SERVER, REDIS_URL, RUN_ID } from './settings';

export interface Cluster {
    /** The load balancer's URL: where every scenario's client goes unless it means one node. */
    balancer: string;
    nodes: { a: AppNode; b: AppNode };
    haproxy: Balancer;
    /** The S3 server both nodes keep uploads in. */
    s3: LocalS3;
    /** The fake WhatsApp Cloud API both nodes deliver messages to. */
    whatsapp: FakeProvider;
    /** The database both nodes share, for checking what was written. */
    db: pg.Pool;
    /** Its name, on the primary and on the replica. */
    dbName: string;
    /** A streaming replica of the PostgreSQL server: both nodes' DATABASE_READ_URL. */
    replica: Replica;
}

/** A WhatsApp token per node, so the fake provider can tell which node delivered a message. */
export const whatsappToken = (node: string) => `cluster-token-${node}`;

/**
 * Starts everything: a fresh database (migrated once), a streaming replica of its server, the S3 server, the fake
 * provider, HAProxy, then node a (which seeds the demo garage on the empty database) and node b. Answers the cluster and the function that takes it all down again.
 */
export async function startCluster(): Promise<{ cluster: Cluster; stop: () => Promise<void> }> {
    const undo: Array<() => Promise<unknown> | unknown> = [];
    const stop = async () => {
        for (const step of undo.reverse()) await Promise.resolve(step()).catch(error => console.error(error));
    };
    try {
        await checkRedis(REDIS_URL);
        const dir = mkdtempSync(join(tmpdir(), 'pitstop-cluster-'));
        undo.push(() => rmSync(dir, { recursive: true, force: true }));
        const dbName = `pitstop_cluster_${RUN_ID}`;
        undo.push(() => dropDatabase(POSTGRES_SERVER, dbName));
        const databaseUrl = await createDatabase(POSTGRES_SERVER, dbName, join(dir, 'migrate'));
        const db = new pg.Pool({ connectionString: databaseUrl, max: 2 });
        undo.push(() => db.end());
        const replica = await startReplica(POSTGRES_SERVER, PORTS.replica);
        undo.push(() => replica.remove());
        const redisKeyPrefix = `pitstop-cluster-${RUN_ID}:`;
        undo.push(() => deleteRedisKeys(REDIS_URL, redisKeyPrefix));

        const s3 = await startLocalS3(PORTS.s3);
        undo.push(() => s3.close());
        let delivered = 0;
        const whatsapp = await startFakeProvider(() => ({
            status: 200,
            body: { messages: [{ id: `wamid.cluster.${++delivered}` }] },
        }));
        undo.push(() => whatsapp.close());

        const names = ['a', 'b'] as const;
        const haproxy = await startBalancer(
            dir,
            PORTS,
            names.map(name => ({ name, port: PORTS[name] })),
        );
        undo.push(() => haproxy.stop());

        const balancer = `http://127.0.0.1:${PORTS.balancer}`;
        const shared = {
            DATABASE_URL: databaseUrl,
            DATABASE_READ_URL: replica.url(dbName),
            JWT_SECRET: randomBytes(32).toString('base64url'),
            REDIS_URL,
            REDIS_KEY_PREFIX: redisKeyPrefix,
            ...s3.env,
            ADMIN_PASSWORD,
            DEMO_PASSWORD,
            LOGIN_ATTEMPTS_PER_ACCOUNT: String(LOGIN_LIMIT),
            PUBLIC_URL: balancer,
            TRUST_PROXY: '127.0.0.1',
            LOG_LEVEL: 'warn',
            WHATSAPP_API_URL: `${whatsapp.url}/v21.0`,
            WHATSAPP_PHONE_NUMBER_ID: '1055',
        };
        const node = (name: (typeof names)[number]) => {
            const dataDir = join(dir, `node-${name}`);
            mkdirSync(dataDir);
            const started = appNode(name, PORTS[name], {
                ...shared,
                DATA_DIR: dataDir,
                WHATSAPP_TOKEN: whatsappToken(name),
            });
            undo.push(() => started.stop());
            return started;
        };
        const nodes = { a: node('a'), b: node('b') };
        // One after the other: the first start on an empty database seeds it.
        await nodes.a.start();
        await nodes.b.start();
        await haproxy.waitFor('a', 'UP');
        await haproxy.waitFor('b', 'UP');
        return { cluster: { balancer, nodes, haproxy, s3, whatsapp, db, dbName, replica }, stop };
    } catch (error) {
        await stop();
        throw error;
    }
}
