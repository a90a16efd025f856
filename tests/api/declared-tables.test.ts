import { getTableName } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { prepareDatabase } from '../../server/prepare-database';
import { RESOURCES } from '../../server/registry';
import { keywordIndexes } from '../../server/resources/keyword-indexes';
import { garageSuite } from '../support/garage';

const suite = garageSuite();
const built = RESOURCES.filter(resource => resource.buildsTable);

async function indexDefinitions(table: string): Promise<Map<string, string>> {
    const result = (await suite.t.database.db.execute(
        `SELECT indexname, indexdef FROM pg_indexes WHERE tablename = '${table}'` as never,
    )) as unknown as { rows: { indexname: string; indexdef: string }[] };
    return new Map(result.rows.map(row => [row.indexname, row.indexdef]));
}

const hasTrigram = async () => {
    const result = (await suite.t.database.db.execute(
        "SELECT 1 FROM pg_extension WHERE extname = 'pg_trgm'" as never,
    )) as unknown as { rows: unknown[] };
    return result.rows.length > 0;
};

describe('tables the declarations build', () => {
    it('there are some (services and discounts at least)', () => {
        expect(built.map(resource => resource.name)).toEqual(
            expect.arrayContaining(['motor-garage/service', 'motor-garage/discount']),
        );
    });

    for (const resource of built) {
        const table = getTableName(resource.table);

        // A platform table has no workspace: its indexes lead with the sorted column itself.
        const tenant = resource.scope === 'workspace';
        const workspace = tenant ? 'workspace_id, ' : '';
        it(`${resource.name}: every sort order reads from an index${tenant ? ' that leads with the workspace' : ''}`, async () => {
            const definitions = [...(await indexDefinitions(table)).values()];
            for (const name of resource.sortable.filter(name => name !== 'id' && resource.fields[name])) {
                const column = resource.fields[name].text ? `lower\\(${name}\\)` : name;
                const leading = new RegExp(`\\(${workspace}${column}[,)]`);
                expect(
                    definitions.some(definition => leading.test(definition)),
                    `${table}.${name}`,
                ).toBe(true);
            }
        });

        it(`${resource.name}: every keyword expression has its trigram index, made again at start if it is gone`, async () => {
            if (!(await hasTrigram())) return;
            const expected = keywordIndexes([resource]);
            expect(expected.length).toBeGreaterThan(0);
            const before = await indexDefinitions(table);
            for (const { name } of expected) expect(before.get(name), name).toMatch(/USING gin .*gin_trgm_ops/);
            await suite.t.database.db.execute(`DROP INDEX "${expected[0].name}"` as never);
            await prepareDatabase(suite.t.database);
            expect((await indexDefinitions(table)).get(expected[0].name)).toBe(before.get(expected[0].name));
        });
    }
});
