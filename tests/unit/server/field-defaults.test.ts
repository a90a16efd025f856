import { sql } from 'drizzle-orm';
import { boolean, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../server/resources/declare';
import { field } from '../../../server/resources/fields';
import { recordSchema } from '../../../server/resources/schemas';

const lifts = pgTable('lifts', {
    id: serial('id').primaryKey(),
    name: text('name').notNull().default(''),
    capacityKg: integer('capacity_kg').notNull().default(2500),
    active: boolean('active').notNull().default(true),
    kind: text('kind', { enum: ['two_post', 'scissor'] })
        .notNull()
        .default('two_post'),
    locale: text('locale', { enum: ['en', 'zh-hk'] })
        .notNull()
        .default('zh-hk'),
    servicedOn: text('serviced_on').default(sql`current_date::text`),
    createdAt: timestamp('created_at').notNull().defaultNow(),
    updatedAt: timestamp('updated_at').notNull().defaultNow(),
    version: integer('version').notNull().default(1),
});

const liftResource = defineResource({
    name: 'motor-garage/lift',
    permission: 'lift',
    title: 'Lift',
    table: lifts,
    fields: {
        name: field.text(),
        capacity_kg: field.integer(),
        active: field.boolean(),
        kind: field.enum(lifts.kind, 'motor-garage.lift.kind'),
        locale: { ...field.enum(lifts.locale, 'common.locale'), hookDefault: true },
        serviced_on: field.text(),
    },
    sortable: ['name'],
    keyword: ['name'],
});

const defaults = () =>
    Object.fromEntries(
        Object.entries(recordSchema(liftResource).properties)
            .map(([name, schema]) => [name, (schema as { default?: unknown }).default])
            .filter(([, value]) => value !== undefined),
    );

describe("a record's fields carry their column's default", () => {
    it('a number, a boolean and an enum alike; not SQL, empty text, read-only fields or what a hook fills in', () => {
        expect(defaults()).toEqual({ capacity_kg: 2500, active: true, kind: 'two_post' });
    });
});
