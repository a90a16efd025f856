import { randomBytes } from 'node:crypto';

/** The block of ports the cluster listens on; CLUSTER_PORT moves it (default 4250). */
const base = Number(process.env.CLUSTER_PORT || 4250);
export const PORTS = { balancer: base, a: base + 1, b: base + 2, s3: base + 3, stats: base + 4, replica: base + 5 };

/** The PostgreSQL server (no database in the path) where the run makes, and then drops, a database of its own. */
export const POSTGRES_SERVER = process.env.CLUSTER_POSTGRES_URL || 'postgres://postgres@127.0.0.1:5432';
export const REDIS_URL = process.env.CLUSTER_REDIS_URL || 'redis://127.0.0.1:6379';

/** Names this run's database, Redis keys and bucket, so runs side by side (or a failed one's leftovers) never meet. */
export const RUN_ID = `${Date.now().toString(36)}${randomBytes(3).toString('hex')}`;

export const DEMO_PASSWORD = 'cluster-demo-password';
export const ADMIN_PASSWORD = 'cluster-admin-password';
/** Sign-in attempts per account in 15 minutes: the limit scenario 3 reaches, in total over both nodes. */
export const LOGIN_LIMIT = 6;

/** Concurrent clients of the rolling restart's load, each doing a write and two reads in turn. */
export const LOAD_CLIENTS = 6;
/** Messages sent through both nodes, each of which the WhatsApp fake must receive exactly once. */
export const MESSAGES = 12;
