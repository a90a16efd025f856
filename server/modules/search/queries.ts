import { sql, type SQL } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { customers, jobs, vehicles } from '../../db/schema';
import { likePattern } from '../../http/reply';
import { keywordField, sortExpression } from '../../resources/declare';
import { HOME_CALLING_CODE } from '../../garage/customers';
import { customerResource } from '../customer/resource';
import { jobResource } from '../job/resource';
import { vehicleResource } from '../vehicle/resource';

/** How many records each group holds at most. */
export const SEARCH_CAP = 5;

/** A keyword field of a resource, as the lists match it (and so on its trigram index). */
const searched = (resource: Parameters<typeof keywordField>[0], name: string, typed: string) => {
    const { expression, term } = keywordField(resource, name);
    return { expression, value: term(typed) };
};

/** A phone keyword only when what was typed reads as a number (`+852 9123-4567`, `9123`). */
const searchedPhone = (typed: string) => {
    const phone = searched(customerResource, 'phone', typed);
    const value = phone.value.replace(HOME_CALLING_CODE, '');
    return /^\+?\d{2,}$/.test(value) ? [{ ...phone, value }] : [];
};

type Searched = ReturnType<typeof searched>;
const escaped = (value: string) => likePattern(value).slice(1, -1);

/** Any of the fields contains its term: the conditions the trigram indexes answer. */
const matches = (fields: Searched[]) =>
    sql.join(
        fields.map(({ expression, value }) => sql`${expression} ILIKE ${likePattern(value)}`),
        sql` OR `,
    );

/** 0 when a field equals its term, 1 when it starts with it, else 2: exact matches first, then prefixes. */
const rank = (fields: Searched[]) => sql`CASE
    WHEN ${sql.join(
        fields.map(({ expression, value }) => sql`lower(${expression}) = lower(${value})`),
        sql` OR `,
    )} THEN 0
    WHEN ${sql.join(
        fields.map(({ expression, value }) => sql`${expression} ILIKE ${`${escaped(value)}%`}`),
        sql` OR `,
    )} THEN 1 ELSE 2 END`;

async function rows<T>(tx: Tx, statement: SQL) {
    return ((await tx.execute(statement)) as unknown as { rows: T[] }).rows;
}

type Statement = (workspaceId: number, q: string) => SQL;

/** Shorter than a trigram, a term has no index to find it: the matches come in the group's order, read from its index. */
const TRIGRAM = 3;

/** Ranked first (3 characters or more: the trigram indexes found the matches), then in the group's own order. */
const order = (fields: Searched[], q: string, ...then: SQL[]) =>
    sql.join([...([...q].length < TRIGRAM ? [] : [rank(fields)]), ...then], sql`, `);

const ownerName = (table: { workspaceId: unknown; customerId: unknown }) => sql`(SELECT ${customers.name}
    FROM ${customers} WHERE ${customers.workspaceId} = ${table.workspaceId} AND ${customers.id} = ${table.customerId})`;

const customersStatement: Statement = (workspaceId, q) => {
    const fields = [searched(customerResource, 'name', q), ...searchedPhone(q)];
    return sql`SELECT ${customers.id} AS id, ${customers.name} AS name, ${customers.phone} AS phone FROM ${customers}
    WHERE ${customers.workspaceId} = ${workspaceId} AND (${matches(fields)})
    ORDER BY ${order(fields, q, sql`${sortExpression(customerResource, 'name')}`, sql`${customers.id}`)} LIMIT ${SEARCH_CAP}`;
};

export const searchCustomers = (tx: Tx, workspaceId: number, q: string) =>
    rows<{ id: number; name: string; phone: string }>(tx, customersStatement(workspaceId, q));

const vehiclesStatement: Statement = (workspaceId, q) => {
    const fields = [searched(vehicleResource, 'plate', q), searched(vehicleResource, 'vin', q)];
    return sql`SELECT ${vehicles.id} AS id, ${vehicles.plate} AS plate, ${vehicles.make} AS make,
      ${vehicles.model} AS model, ${ownerName(vehicles)} AS customer_name FROM ${vehicles}
    WHERE ${vehicles.workspaceId} = ${workspaceId} AND (${matches(fields)})
    ORDER BY ${order(fields, q, sql`${sortExpression(vehicleResource, 'plate')}`, sql`${vehicles.id}`)} LIMIT ${SEARCH_CAP}`;
};

export const searchVehicles = (tx: Tx, workspaceId: number, q: string) =>
    rows<{ id: number; plate: string; make: string; model: string; customer_name: string | null }>(
        tx,
        vehiclesStatement(workspaceId, q),
    );

const jobsStatement: Statement = (workspaceId, q) => {
    const fields = [searched(jobResource, 'number', q), searched(jobResource, 'invoice_number', q)];
    return sql`SELECT ${jobs.id} AS id, ${jobs.number} AS number, ${jobs.invoiceNumber} AS invoice_number,
      ${jobs.status} AS status, ${ownerName(jobs)} AS customer_name FROM ${jobs}
    WHERE ${jobs.workspaceId} = ${workspaceId} AND (${matches(fields)})
    ORDER BY ${order(fields, q, sql`${jobs.createdAt} DESC`, sql`${jobs.id} DESC`)} LIMIT ${SEARCH_CAP}`;
};

export const searchJobs = (tx: Tx, workspaceId: number, q: string) =>
    rows<{ id: number; number: string; invoice_number: string | null; status: string; customer_name: string }>(
        tx,
        jobsStatement(workspaceId, q),
    );
