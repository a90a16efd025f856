import { and, asc, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { likePattern } from '../http/reply';
import { digitsOnly, phoneDigits } from '../resources/phones';
import { declaredTable, tableOf } from '../resources/table';

const CUSTOMERS = 'relationship/customer';

/** The calling code a garage's customers' numbers are typed with or without: `+852 9123 4567` is `9123 4567`. */
export const HOME_CALLING_CODE = /^\+?852(?=\d{8}$)/;

/** A phone as customers are matched by it: its digits and plus sign (as `phoneDigits`), without the home calling code. */
export const phoneKey = (phone: string) => phone.replace(/[^0-9+]/g, '').replace(HOME_CALLING_CODE, '');

/** The customers whose phone's `phoneKey` is `key`: found on the phone's trigram index, then compared whole. */
export function customerPhoneIs(key: string) {
    const digits = phoneDigits(tableOf(CUSTOMERS).phone);
    return sql`${digits} ILIKE ${likePattern(key)} AND regexp_replace(${digits}, ${HOME_CALLING_CODE.source}, '') = ${key}`;
}

type PointsAtCustomer = { customerId: PgColumn };

/** For a table whose records point at a customer: those whose customer's `expression` is ILIKE `pattern`. */
const customerMatches =
    (table: PointsAtCustomer, expression: (customers: Record<string, PgColumn>) => SQL | PgColumn) =>
    (pattern: SQL, workspaceId: SQL) => {
        const customers = tableOf(CUSTOMERS);
        return sql`${table.customerId} = ANY(ARRAY(SELECT ${customers.id} FROM ${declaredTable(CUSTOMERS)}
    WHERE ${customers.workspaceId} = ${workspaceId} AND ${expression(customers)} ILIKE ${pattern}))`;
    };

/** The `customer_name` keyword of a table whose records point at a customer: that customer's name. */
export const customerNameKeyword = (table: PointsAtCustomer) => ({
    name: 'customer_name',
    match: customerMatches(table, customers => customers.name),
});

/** The `customer_phone` keyword of a table whose records point at a customer: that customer's phone, any spacing. */
export const customerPhoneKeyword = (table: PointsAtCustomer) => ({
    name: 'customer_phone',
    match: customerMatches(table, customers => phoneDigits(customers.phone)),
    normalize: digitsOnly,
});

/** The workspace's first customer on file with `phone` (spacing, dashes and +852 aside), or null; none for no digit. */
export async function customerWithPhone(tx: Tx, workspaceId: number, phone: string): Promise<number | null> {
    const key = phoneKey(phone);
    if (!/\d/.test(key)) return null;
    const customers = tableOf(CUSTOMERS);
    const [found] = await tx
        .select({ id: customers.id })
        .from(declaredTable(CUSTOMERS))
        .where(and(eq(customers.workspaceId, workspaceId), customerPhoneIs(key)))
        .orderBy(asc(customers.id))
        .limit(1);
    return (found?.id as number | undefined) ?? null;
}

/**
 * `customerWithPhone`, holding the phone's advisory lock until the transaction ends, so that two writes of one new
 * number at once make one customer: the second waits, then finds the first's.
 */
export async function lockedCustomerWithPhone(tx: Tx, workspaceId: number, phone: string) {
    const key = phoneKey(phone);
    if (/\d/.test(key))
        await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`walk-in-phone:${workspaceId}:${key}`}))`);
    return customerWithPhone(tx, workspaceId, phone);
}
