import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

const root = resolve(import.meta.dirname, '../..');
const scratch = mkdtempSync(join(tmpdir(), 'pitstop-drift-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the migrations', () => {
    it('match the tables (declared and hand-written): generating writes nothing', () => {
        const out = join(scratch, 'migrations');
        cpSync(join(root, 'server/db/migrations'), out, { recursive: true });
        const config = join(scratch, 'drizzle.config.mjs');
        writeFileSync(
            config,
            // drizzle-kit reads `out` relative to where it runs
            `export default ${JSON.stringify({ dialect: 'postgresql', schema: './server/db/all-tables.ts', out: relative(root, out) })};\n`,
        );
        const before = readdirSync(out).length;
        const run = spawnSync('npx', ['drizzle-kit', 'generate', '--config', config, '--name', 'drift'], {
            cwd: root,
            encoding: 'utf8',
            timeout: 120_000,
        });
        expect(run.status, run.stderr).toBe(0);
        expect(run.stdout).toContain('No schema changes');
        expect(readdirSync(out)).toHaveLength(before);
    }, 150_000);
});
