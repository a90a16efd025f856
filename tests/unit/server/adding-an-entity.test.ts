import { getTableName, is, SQL } from 'drizzle-orm';
import { getTableConfig, PgDialect } from 'drizzle-orm/pg-core';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import '../../../server/registry';
import { defineResource } from '../../../server/resources/declare';
import { field } from '../../../server/resources/fields';
import { keywordIndexes } from '../../../server/resources/keyword-indexes';
import { recordSchema } from '../../../server/resources/schemas';

const root = resolve(import.meta.dirname, '../../..');
const guide = readFileSync(resolve(root, 'docs/adding-an-entity.md'), 'utf8');

/** A fixture entity written as the guide says: every piece the guide says it derives is checked below. */
const gadget = defineResource({
    name: 'motor-garage/gadget',
    permission: 'gadget',
    title: 'Gadget',
    table: 'gadgets',
    fields: {
        name: field.text({ required: true }),
        serial_no: field.text({ maxLength: 40, nullable: true }),
        supplier_id: field.reference('motor-garage/supplier'),
        price_cents: field.money(),
        warranty_months: field.integer({ maximum: 120, default: 12 }),
        kind: field.enum(['hand', 'power'], 'motor-garage.gadget.kind', { default: 'hand' }),
        in_service: field.boolean({ default: true }),
        bought_on: field.date(),
    },
    sortable: ['name', 'price_cents', 'created_at'],
    keyword: ['name', 'serial_no'],
    unique: { gadgets_serial_no_key: { field: 'serial_no', error: 'serial_no_taken', message: 'Taken' } },
    labels: {
        'zh-hk': { one: '工具', many: '工具', fields: fieldsLabelled('工具') },
        'zh-cn': { one: '工具', many: '工具', fields: fieldsLabelled('工具') },
    },
    menu: { order: 99, icon: 'Handyman' },
});

function fieldsLabelled(word: string) {
    const names = ['name', 'serial_no', 'supplier_id', 'price_cents', 'warranty_months', 'kind', 'in_service'];
    return Object.fromEntries([...names, 'bought_on'].map(name => [name, `${word} ${name}`]));
}

const dialect = new PgDialect();
/** An index's columns by name; an expression as its SQL (`lower("name")`). */
const columnNames = (columns: unknown[]) =>
    columns.map(column =>
        is(column, SQL)
            ? dialect.sqlToQuery(column).sql.replace(/"gadgets"\./g, '')
            : (column as { name: string }).name,
    );

describe('docs/adding-an-entity.md', () => {
    it("shows the supplier's declaration as it is in the code", () => {
        const [, path, code] = guide.match(/<!-- the-declaration: (\S+) -->\n```ts\n([\s\S]*?)```/)!;
        expect(code).toBe(readFileSync(resolve(root, path), 'utf8'));
    });

    it('names a migration the supplier really has, and files that exist', () => {
        for (const path of [
            'server/db/migrations/0038_supplier.sql',
            'tests/api/supplier.test.ts',
            'server/registry.ts',
        ])
            expect(guide).toContain(path);
        expect(readFileSync(resolve(root, 'server/db/migrations/0038_supplier.sql'), 'utf8')).toContain(
            'CREATE TABLE "suppliers"',
        );
    });
});

describe('a fixture entity declared as the guide says', () => {
    const config = getTableConfig(gadget.table);
    const column = (name: string) => config.columns.find(candidate => candidate.name === name)!;

    it('gets its table: the tenant key, a column per field with its kind and default, version and timestamps', () => {
        expect(getTableName(gadget.table)).toBe('gadgets');
        expect(config.columns.map(candidate => candidate.name)).toEqual([
            'workspace_id',
            'id',
            'name',
            'serial_no',
            'supplier_id',
            'price_cents',
            'warranty_months',
            'kind',
            'in_service',
            'bought_on',
            'created_at',
            'updated_at',
            'version',
        ]);
        expect(column('name')).toMatchObject({ notNull: true, hasDefault: false });
        expect(column('serial_no')).toMatchObject({ notNull: false });
        expect(column('price_cents')).toMatchObject({ notNull: true, default: 0, columnType: 'PgInteger' });
        expect(column('warranty_months').default).toBe(12);
        expect(column('kind')).toMatchObject({ default: 'hand', enumValues: ['hand', 'power'] });
        expect(column('in_service').default).toBe(true);
        expect(column('bought_on')).toMatchObject({ notNull: false, columnType: 'PgDateString' });
        expect(config.primaryKeys[0].columns.map(key => key.name)).toEqual(['workspace_id', 'id']);
    });

    it('gets the foreign key of its reference, with the workspace, and its indexes', () => {
        const references = config.foreignKeys.map(key => key.reference());
        expect(references.map(reference => getTableName(reference.foreignTable)).sort()).toEqual([
            'suppliers',
            'workspaces',
        ]);
        const supplier = references.find(reference => getTableName(reference.foreignTable) === 'suppliers')!;
        expect(supplier.columns.map(key => key.name)).toEqual(['workspace_id', 'supplier_id']);
        const indexes = Object.fromEntries(
            config.indexes.map(index => [
                index.config.name,
                { unique: index.config.unique, on: columnNames(index.config.columns) },
            ]),
        );
        expect(indexes).toEqual({
            gadgets_supplier_idx: { unique: false, on: ['workspace_id', 'supplier_id', 'id'] },
            gadgets_serial_no_key: { unique: true, on: ['workspace_id', 'lower("serial_no")'] },
            gadgets_name_idx: { unique: false, on: ['workspace_id', 'lower("name")', 'id'] },
            gadgets_price_idx: { unique: false, on: ['workspace_id', 'price_cents', 'id'] },
            gadgets_created_at_idx: { unique: false, on: ['workspace_id', 'created_at', 'id'] },
        });
    });

    it('gets trigram indexes of its keywords, a filter by its reference, labels and its menu place', () => {
        expect(keywordIndexes([gadget]).map(index => index.name)).toEqual([
            'gadgets_name_trgm',
            'gadgets_serial_no_trgm',
        ]);
        expect(Object.keys(gadget.filters ?? {})).toEqual(['supplier_id']);
        const schema = recordSchema(gadget) as unknown as Record<string, unknown> & {
            properties: Record<string, { default?: unknown }>;
        };
        expect(schema['x-order']).toBe(99);
        expect(schema['x-icon']).toBe('Handyman');
        expect(schema['x-labels']).toMatchObject({
            en: { one: 'Gadget', many: 'Gadgets', fields: { supplier_id: 'Supplier', serial_no: 'Serial no' } },
            'zh-hk': { one: '工具' },
        });
        expect(schema.properties.warranty_months.default).toBe(12);
    });
});
