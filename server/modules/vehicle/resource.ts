import { lte, sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import { vehicles } from '../../db/schema';
import { Day } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { referenceFilter } from '../../resources/filters';

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

/** For a table whose records point at a vehicle: those whose vehicle's plate, without spaces, is ILIKE `pattern`. */
export const vehiclePlateMatches = (table: { workspaceId: PgColumn; vehicleId: PgColumn }, pattern: SQL) =>
    sql`${table.vehicleId} IN (SELECT ${vehicles.id} FROM ${vehicles}
    WHERE ${vehicles.workspaceId} = ${table.workspaceId} AND replace(${vehicles.plate}, ' ', '') ILIKE ${pattern})`;

/** Cars and vans the garage works on (`motor-garage/vehicle`). */
export const vehicleResource = defineResource({
    name: 'motor-garage/vehicle',
    permission: 'vehicle',
    title: 'Vehicle',
    table: vehicles,
    fields: {
        plate: { ...field.text({ required: true, maxLength: 20 }), normalize: normalizePlate },
        customer_id: field.reference('relationship/customer'),
        make: field.text({ maxLength: 60 }),
        model: field.text({ maxLength: 60 }),
        year: field.integer({ nullable: true, minimum: 1900, maximum: 2100 }),
        colour: field.text({ maxLength: 40 }),
        vin: { ...field.text({ maxLength: 40 }), normalize: normalizePlate },
        engine_no: field.text({ maxLength: 40 }),
        fuel: field.enum(vehicles.fuel, 'motor-garage.vehicle.fuel'),
        vehicle_class: field.text({ maxLength: 60 }),
        mileage: field.integer({ nullable: true }),
        licence_expiry: field.date(),
        insurance_expiry: field.date(),
        next_service_date: field.date(),
        next_service_mileage: field.integer({ nullable: true }),
        photo: field.image(),
        notes: field.multiline(),
    },
    sortable: ['plate', 'make', 'licence_expiry', 'created_at'],
    keyword: [
        { name: 'plate', sql: sql`replace(${vehicles.plate}, ' ', '')`, normalize: plateKeyword },
        'make',
        'model',
        { name: 'vin', sql: sql`${vehicles.vin}`, normalize: normalizePlate },
    ],
    filters: {
        customer_id: referenceFilter(vehicles.customerId, 'relationship/customer'),
        licence_expiry_before: {
            schema: Day({ description: 'Licences that expire on or before this date' }),
            where: (value: string) => lte(vehicles.licenceExpiry, value),
        },
    },
    unique: {
        vehicles_plate_key: { field: 'plate', error: 'plate_taken', message: 'Another vehicle already has this plate' },
    },
});
