// The yardstick: a bare Fastify + SQL handler doing what the app does for the benched calls — verify the JWT, read
// the session row with the same joins, open a tenant transaction (set_config + SET LOCAL ROLE) and run the same
// SELECTs — with plain unprepared SQL, no schemas, no ORM. The app's throughput is printed as a ratio of this one's.
import type { PGlite } from '@electric-sql/pglite';
import Fastify, { type FastifyRequest } from 'fastify';
import { jwtVerify } from 'jose';
import pg from 'pg';

type Row = Record<string, unknown>;
type Query = (text: string, values?: unknown[]) => Promise<Row[]>;

export interface BareDatabase {
    query: Query;
    /** `work` in a transaction scoped to the workspace, as the app's role. */
    tenant<T>(workspaceId: number, work: (query: Query) => Promise<T>): Promise<T>;
    close(): Promise<void>;
}

const TENANT_SETUP = ["select set_config('app.workspace_id', $1, true)", 'SET LOCAL ROLE pitstop_app'];

export function bareOnPostgres(url: string): BareDatabase {
    const pool = new pg.Pool({ connectionString: url, max: 10 });
    return {
        query: async (text, values) => (await pool.query(text, values)).rows,
        async tenant(workspaceId, work) {
            const client = await pool.connect();
            const query: Query = async (text, values) => (await client.query(text, values)).rows;
            try {
                await client.query('begin');
                await query(TENANT_SETUP[0], [String(workspaceId)]);
                await query(TENANT_SETUP[1]);
                const result = await work(query);
                await client.query('commit');
                return result;
            } catch (error) {
                await client.query('rollback');
                throw error;
            } finally {
                client.release();
            }
        },
        close: () => pool.end(),
    };
}

export function bareOnPglite(client: PGlite): BareDatabase {
    return {
        query: async (text, values) => (await client.query<Row>(text, values)).rows,
        tenant: (workspaceId, work) =>
            client.transaction(async tx => {
                const query: Query = async (text, values) => (await tx.query<Row>(text, values)).rows;
                await query(TENANT_SETUP[0], [String(workspaceId)]);
                await query(TENANT_SETUP[1]);
                return work(query);
            }),
        close: async () => {},
    };
}

const SESSION_SQL = `select s.kind, s.parent_id, s.user_id, s.workspace_id, s.revoked_at, s.last_seen_at, p.revoked_at as parent_revoked_at,
  u.status as user_status, a.status as admin_status, w.status as workspace_status, wu.role, wu.id as membership_id
  from sessions s left join sessions p on p.id = s.parent_id left join users u on u.id = s.user_id
  left join admins a on a.id = s.admin_id left join workspaces w on w.id = s.workspace_id
  left join workspace_users wu on wu.workspace_id = s.workspace_id and wu.user_id = s.user_id where s.id = $1`;

const iso = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS ${column}`;

interface BareResource {
    table: string;
    select: string;
    /** The keyword condition over $2…$5 and its values for a typed keyword (none: the bench does not search it). */
    keyword?: [sql: string, values: (keyword: string) => string[]];
    sort: Record<string, string>;
    /** The default sort runs descending (newest first). */
    descending?: boolean;
    /** Query parameter → condition on `$value`. */
    filters?: Record<string, string>;
    reference?: [field: string, table: string];
}

const like = (value: string) => `%${value.replace(/[\\%_]/g, c => `\\${c}`)}%`;

const RESOURCES: Record<string, BareResource> = {
    'relationship/customer': {
        table: 'customers',
        select: `id, name, type, company_name, phone, email, address, preferred_locale, notes, tags, marketing_consent,
      ${iso('created_at')}, ${iso('updated_at')}, vehicle_count, balance_cents, ${iso('last_visit')}`,
        keyword: [
            `(name ILIKE $2 OR company_name ILIKE $3 OR email ILIKE $4 OR regexp_replace(phone, '[^0-9+]', '', 'g') ILIKE $5
      OR id = ANY(ARRAY(SELECT v.customer_id FROM vehicles v WHERE v.workspace_id = $1 AND replace(v.plate, ' ', '') ILIKE $6)))`,
            k => [
                like(k.trim()),
                like(k.trim()),
                like(k.trim()),
                like(k.replace(/[\s\-()]/g, '')),
                like(k.replace(/\s+/g, '').toUpperCase()),
            ],
        ],
        sort: {
            name: 'lower(name)',
            balance_cents: 'balance_cents',
            last_visit: 'last_visit',
            vehicle_count: 'vehicle_count',
        },
    },
    'motor-garage/vehicle': {
        table: 'vehicles',
        select: `id, plate, customer_id, make, model, year, colour, vin, engine_no, fuel, vehicle_class, mileage, licence_expiry,
      insurance_expiry, next_service_date, next_service_mileage, photo, notes, ${iso('created_at')}, ${iso('updated_at')},
      ${iso('last_visit')}`,
        keyword: [
            `(replace(plate, ' ', '') ILIKE $2 OR make ILIKE $3 OR model ILIKE $4 OR vin ILIKE $5)`,
            k => [like(k.replace(/\s+/g, '')), like(k.trim()), like(k.trim()), like(k.trim())],
        ],
        sort: { plate: 'lower(plate)', mileage: 'mileage', last_visit: 'last_visit' },
        reference: ['customer_id', 'customers'],
    },
    'motor-garage/invoice': {
        table: 'jobs',
        select: `id, number, status, customer_id, vehicle_id, assignee_id, booking_id, ${iso('scheduled_start')}, ${iso('scheduled_end')},
      mileage_in, complaint, internal_notes, notes, discount_id, tax_rate_bp, subtotal_cents, discount_cents, tax_cents, total_cents,
      paid_cents, balance_cents, invoice_number, ${iso('invoiced_at')}, due_date, ${iso('created_at')}, ${iso('updated_at')},
      ${iso('happens_at')}`,
        sort: {
            created_at: 'created_at',
            happens_at: 'happens_at',
            total_cents: 'total_cents',
            balance_cents: 'balance_cents',
            due_date: 'due_date',
        },
        descending: true,
        filters: { status: `status = ANY(string_to_array($value, ','))` },
    },
};

export async function startBareServer(
    database: BareDatabase,
    jwtSecret: string,
): Promise<{ url: string; close(): Promise<void> }> {
    const key = new TextEncoder().encode(jwtSecret);
    const app = Fastify({ logger: false });

    async function principal(request: FastifyRequest) {
        const token = request.headers.authorization?.slice('Bearer '.length) ?? '';
        const { payload } = await jwtVerify(token, key, {
            algorithms: ['HS256'],
            issuer: 'pitstop',
            audience: ['pitstop:user', 'pitstop:workspace'],
        });
        const [session] = await database.query(SESSION_SQL, [payload.jti]);
        if (!session || session.revoked_at || session.parent_revoked_at || session.user_status !== 'active')
            throw new Error('revoked');
        return { userId: Number(payload.sub), workspaceId: session.workspace_id as number };
    }

    const findOne = (query: Query, resource: BareResource, workspaceId: number, id: number) =>
        query(`SELECT ${resource.select} FROM ${resource.table} WHERE workspace_id = $1 AND id = $2`, [
            workspaceId,
            id,
        ]);

    app.get('/api/v3/user/self', async request => {
        const { userId } = await principal(request);
        const [user] = await database.query(
            'select id, username, email, display_name, avatar, password_hash, status, created_at, updated_at from users where id = $1',
            [userId],
        );
        return { success: true, data: { ...user, password_hash: undefined } };
    });

    app.get<{ Params: Row; Querystring: Record<string, string> }>('/api/v3/:ns/:name', async request => {
        const { workspaceId } = await principal(request);
        const resource = RESOURCES[`${request.params.ns}/${request.params.name}`];
        const { keyword, field, asc, page = '1', size = '20' } = request.query;
        let [condition, values] =
            keyword && resource.keyword
                ? [` AND ${resource.keyword[0]}`, resource.keyword[1](keyword)]
                : ['', [] as string[]];
        for (const [name, where] of Object.entries(resource.filters ?? {})) {
            if (request.query[name] === undefined) continue;
            values = [...values, request.query[name]];
            condition += ` AND ${where.replace('$value', `$${values.length + 1}`)}`;
        }
        const sort = resource.sort[field ?? Object.keys(resource.sort)[0]];
        const direction = (field ? asc !== 'false' : !resource.descending) ? 'ASC' : 'DESC';
        // The app's SQL: a keyword of three characters or more finds its matches (through the trigram indexes) first.
        const matchesFirst = [...(keyword?.trim() ?? '')].length >= 3;
        return database.tenant(workspaceId, async query => {
            const n = values.length + 2;
            const rows = await query(
                matchesFirst
                    ? `WITH matches AS MATERIALIZED (SELECT id AS match_id, ${sort} AS sort_key FROM ${resource.table} WHERE workspace_id = $1${condition}),
          page AS (SELECT match_id, sort_key FROM matches ORDER BY sort_key ${direction}, match_id ${direction} LIMIT $${n} OFFSET $${n + 1})
          SELECT ${resource.select}, (SELECT count(*)::int FROM matches) AS match_count
          FROM ${resource.table} JOIN page ON id = page.match_id AND workspace_id = $1
          ORDER BY page.sort_key ${direction}, page.match_id ${direction}`
                    : `SELECT ${resource.select} FROM ${resource.table} WHERE workspace_id = $1${condition}
          ORDER BY ${sort} ${direction}, id ${direction} LIMIT $${n} OFFSET $${n + 1}`,
                [workspaceId, ...values, Number(size), (Number(page) - 1) * Number(size)],
            );
            if (matchesFirst && rows.length) return { success: true, data: rows, total: rows[0].match_count };
            const [{ total }] = await query(
                `SELECT count(*)::int AS total FROM ${resource.table} WHERE workspace_id = $1${condition}`,
                [workspaceId, ...values],
            );
            return { success: true, data: rows, total };
        });
    });

    app.get<{ Params: Row }>('/api/v3/:ns/:name/:id', async request => {
        const { workspaceId } = await principal(request);
        const resource = RESOURCES[`${request.params.ns}/${request.params.name}`];
        const [record] = await database.tenant(workspaceId, query =>
            findOne(query, resource, workspaceId, Number(request.params.id)),
        );
        return { success: true, data: record };
    });

    /** Create and update: the reference check, the write, and the record read back, in one tenant transaction. */
    async function write(request: FastifyRequest<{ Params: Row; Body: Row }>, id?: number) {
        const { workspaceId } = await principal(request);
        const resource = RESOURCES[`${request.params.ns}/${request.params.name}`];
        const body = request.body;
        const columns = Object.keys(body);
        return database.tenant(workspaceId, async query => {
            if (id !== undefined)
                await query(`SELECT * FROM ${resource.table} WHERE workspace_id = $1 AND id = $2 FOR UPDATE`, [
                    workspaceId,
                    id,
                ]);
            const [field, table] = resource.reference ?? [];
            if (field && body[field] != null)
                await query(`select id from ${table} where workspace_id = $1 and id = $2`, [workspaceId, body[field]]);
            const values = columns.map(column => body[column]);
            const [row] =
                id === undefined
                    ? await query(
                          `insert into ${resource.table} (workspace_id, ${columns.join(', ')}) values ($1, ${columns.map((_, i) => `$${i + 2}`).join(', ')}) returning id`,
                          [workspaceId, ...values],
                      )
                    : await query(
                          `update ${resource.table} set ${columns.map((c, i) => `${c} = $${i + 1}`).join(', ')}, updated_at = $${columns.length + 1}
            where workspace_id = $${columns.length + 2} and id = $${columns.length + 3} returning id`,
                          [...values, new Date(), workspaceId, id],
                      );
            const [record] = await findOne(query, resource, workspaceId, row.id as number);
            return { success: true, data: record };
        });
    }
    app.post<{ Params: Row; Body: Row }>('/api/v3/:ns/:name', async (request, reply) =>
        reply.status(201).send(await write(request)),
    );
    app.put<{ Params: Row; Body: Row }>('/api/v3/:ns/:name/:id', request => write(request, Number(request.params.id)));

    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    return { url, close: () => app.close() };
}
