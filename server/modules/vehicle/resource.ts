import { lte, sql } from 'drizzle-orm';
import { timestamp } from 'drizzle-orm/pg-core';
import { Day } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';
import { lastVisitSchema } from '../../garage/last-visit';
import { normalizePlate, plateKeyword } from '../../garage/plates';

/** Cars and vans the garage works on (`motor-garage/vehicle`). */
export const vehicleResource = defineResource({
    name: 'motor-garage/vehicle',
    permission: 'vehicle',
    title: 'Vehicle',
    table: 'vehicles',
    fields: {
        plate: { ...field.text({ required: true, maxLength: 20 }), normalize: normalizePlate },
        customer_id: field.reference('relationship/customer'),
        make: field.text({ maxLength: 60 }),
        model: field.text({ maxLength: 60 }),
        year: field.integer({ nullable: true, minimum: 1900, maximum: 2100 }),
        colour: field.text({ maxLength: 40 }),
        vin: { ...field.text({ maxLength: 40 }), normalize: normalizePlate },
        engine_no: field.text({ maxLength: 40 }),
        fuel: field.enum(['petrol', 'diesel', 'hybrid', 'electric', 'lpg'], 'motor-garage.vehicle.fuel', {
            default: 'petrol',
        }),
        vehicle_class: field.text({ maxLength: 60 }),
        mileage: field.integer({ nullable: true }),
        licence_expiry: field.date(),
        insurance_expiry: field.date(),
        next_service_date: field.date(),
        next_service_mileage: field.integer({ nullable: true }),
        photo: field.image(),
        notes: field.multiline(),
    },
    columns: {
        // Kept by the database as its jobs change (migration 0016_list_sorts).
        lastVisit: timestamp('last_visit', { withTimezone: true, mode: 'date' }),
    },
    computed: {
        last_visit: { schema: lastVisitSchema('its'), sql: ({ last_visit }) => last_visit },
    },
    sortable: ['plate', 'make', 'licence_expiry', 'mileage', 'last_visit', 'created_at'],
    keyword: [
        { name: 'plate', sql: ({ plate }) => sql`replace(${plate}, ' ', '')`, normalize: plateKeyword },
        'make',
        'model',
        { name: 'vin', sql: ({ vin }) => sql`${vin}`, normalize: normalizePlate },
    ],
    filters: {
        licence_expiry_before: {
            schema: Day({ description: 'Licences that expire on or before this date' }),
            where: (value: string, { licence_expiry }) => lte(licence_expiry, value),
        },
    },
    unique: {
        vehicles_plate_key: {
            field: 'plate',
            error: 'plate_taken',
            message: 'Another vehicle already has this plate',
            // Plates are one whatever their spacing.
            on: plate => sql`replace(${plate}, ' ', '')`,
        },
    },
});
