import { and, eq, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Tx } from '../db/client';
import { declaredTable, tableOf } from '../resources/table';

const VEHICLES = 'motor-garage/vehicle';

/** Format characters: zero-width spaces and joiners, the byte-order mark, soft hyphens, direction marks. */
const FORMAT_CHARACTERS = /\p{Cf}/gu;

/**
 * `ab  1234 `, `ＡＢ１２３４` (full width, as Chinese input methods type it), `AB\u200B1234` → `AB 1234`: compatibility
 * forms folded (NFKC), format characters removed, upper case, single spaces. Plates are stored, compared and looked
 * up in this form.
 */
export const normalizePlate = (plate: unknown) =>
    String(plate)
        .normalize('NFKC')
        .replace(FORMAT_CHARACTERS, '')
        .toUpperCase()
        .normalize('NFKC')
        .trim()
        .replace(/\s+/g, ' ');

/** A typed plate as keyword searches match it: normalised, without spaces (stored plates are matched without theirs). */
export const plateKeyword = (keyword: string) => normalizePlate(keyword).replace(/ /g, '');

/**
 * Those whose `column` is the `vehicleColumn` (id, customer_id) of a vehicle of the workspace whose plate, without
 * spaces, is ILIKE `pattern` (a keyword's `match`: server/resources/declare.ts).
 */
export const withVehiclePlate =
    (column: PgColumn, vehicleKey: 'id' | 'customerId') => (pattern: SQL, workspaceId: SQL) => {
        const vehicles = tableOf(VEHICLES);
        return sql`${column} = ANY(ARRAY(SELECT ${vehicles[vehicleKey]} FROM ${declaredTable(VEHICLES)}
    WHERE ${vehicles.workspaceId} = ${workspaceId} AND replace(${vehicles.plate}, ' ', '') ILIKE ${pattern}))`;
    };

/** For a table whose records point at a vehicle: those whose vehicle's plate, without spaces, is ILIKE `pattern`. */
export const vehiclePlateMatches = (table: { vehicleId: PgColumn }) => withVehiclePlate(table.vehicleId, 'id');

/** The workspace's vehicle with `plate` (spaces and case aside, as the unique index vehicles_plate_key compares), or null. */
export async function vehicleWithPlate(tx: Tx, workspaceId: number, plate: string): Promise<number | null> {
    const vehicles = tableOf(VEHICLES);
    const [found] = await tx
        .select({ id: vehicles.id })
        .from(declaredTable(VEHICLES))
        .where(
            and(
                eq(vehicles.workspaceId, workspaceId),
                sql`replace(${vehicles.plate}, ' ', '') = ${plateKeyword(plate)}`,
            ),
        );
    return (found?.id as number | undefined) ?? null;
}
