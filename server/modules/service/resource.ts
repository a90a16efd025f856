import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import { services } from '../../db/schema';
import { Text } from '../../http/schemas';
import { defineResource } from '../../resources/declare';
import { field } from '../../resources/fields';

/** The labour menu: canned work with a price and a duration (`motor-garage/service`). */
export const serviceResource = defineResource({
  name: 'motor-garage/service',
  permission: 'service',
  title: 'Service',
  table: services,
  fields: {
    code: field.text({ required: true, maxLength: 30 }),
    name: field.text({ required: true }),
    description: field.multiline({ maxLength: 2000 }),
    category: field.text({ maxLength: 60 }),
    price_cents: field.money(),
    duration_minutes: field.integer({ minimum: 0, maximum: 100_000 }),
    active: field.boolean({ default: true }),
  },
  sortable: ['code', 'name', 'category', 'price_cents', 'created_at'],
  keyword: ['code', 'name'],
  filters: {
    category: { schema: Text({ maxLength: 60 }), where: (value: string) => sql`lower(${services.category}) = lower(${value})` },
    active: { schema: Type.Boolean(), where: (value: boolean) => eq(services.active, value) },
  },
  unique: {
    services_code_key: { field: 'code', error: 'code_taken', message: 'Another service already has this code' },
  },
});
