import { eq, lte, sql } from 'drizzle-orm';
import { vehicles } from '../../db/schema';
import { Day, Id } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** `ab  1234 ` → `AB 1234`: upper case, single spaces. */
export const normalizePlate = (plate: unknown) => String(plate).trim().replace(/\s+/g, ' ').toUpperCase();

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
    vin: { ...field.text({ maxLength: 40 }), normalize: (value) => String(value).trim().toUpperCase() },
    engine_no: field.text({ maxLength: 40 }),
    fuel: field.enum(['petrol', 'diesel', 'hybrid', 'electric', 'lpg'], 'motor-garage.vehicle.fuel', { default: 'petrol' }),
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
    { name: 'plate', sql: sql`replace(${vehicles.plate}, ' ', '')`, normalize: (keyword: string) => keyword.replace(/\s+/g, '') },
    'make', 'model', 'vin',
  ],
  filters: {
    customer_id: { schema: Id({ 'x-reference': 'relationship/customer' }), where: (value: number) => eq(vehicles.customerId, value) },
    licence_expiry_before: {
      schema: Day({ description: 'Licences that expire on or before this date' }),
      where: (value: string) => lte(vehicles.licenceExpiry, value),
    },
  },
  unique: {
    vehicles_plate_key: { field: 'plate', error: 'plate_taken', message: 'Another vehicle already has this plate' },
  },
});
