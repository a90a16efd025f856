import { readdirSync } from 'node:fs';
import { afterAll, expect, it } from 'vitest';
import { startTestApp } from '../support/app';
import { makeTempDir } from './support';

// A temp folder of this test's own, so folders that tests running beside it make are not counted.
const tmp = makeTempDir();
const systemTmp = process.env.TMPDIR;
afterAll(() => {
    process.env.TMPDIR = systemTmp;
    if (systemTmp === undefined) delete process.env.TMPDIR;
    tmp.remove();
});

it('a test app leaves nothing in the temp folder once closed', async () => {
    process.env.TMPDIR = tmp.path;
    const t = await startTestApp();
    expect(t.config.dataDir.startsWith(tmp.path)).toBe(true);
    await t.close();
    expect(readdirSync(tmp.path)).toEqual([]);
});
