/**
 * Writes openapi/openapi.json from the route schemas, and from that document src/api/schema.d.ts (types) and
 * src/api/resources.gen.ts (the declared resources' models, which the web app builds its screens from), with their
 * labels (src/api/labels.gen.ts) and icons (src/api/icons.gen.ts); with --check, writes nothing and fails when a
 * committed file is stale.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { relative, resolve } from 'node:path';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { openDatabase } from '../server/db/client';
import { resourceIconsModule, resourceLabelsModule } from './resource-labels';
import { resourceModelsModule } from './resource-models';

const documentFile = resolve(import.meta.dirname, '../openapi/openapi.json');
const typesFile = resolve(import.meta.dirname, '../src/api/schema.d.ts');
const modelsFile = resolve(import.meta.dirname, '../src/api/resources.gen.ts');
const labelsFile = resolve(import.meta.dirname, '../src/api/labels.gen.ts');
const iconsFile = resolve(import.meta.dirname, '../src/api/icons.gen.ts');
const database = await openDatabase({ url: null, dataDir: null });
const config = loadConfig({ JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/nonexistent-unused' });
const app = await buildApp({ config, db: database.db, logger: false, queue: { runWorkers: false } });
await app.ready();
const document = `${JSON.stringify(app.swagger(), null, 2)}\n`;
const spec = app.swagger();
await app.close();
await database.close();

const types = COMMENT_HEADER + astToString(await openapiTS(spec as never));
const outputs: [string, string][] = [
    [documentFile, document],
    [typesFile, types],
    [modelsFile, resourceModelsModule(spec as never)],
    [labelsFile, resourceLabelsModule(spec as never)],
    [iconsFile, resourceIconsModule(spec as never)],
];

if (process.argv.includes('--check')) {
    const stale = outputs.filter(([file, text]) => !existsSync(file) || readFileSync(file, 'utf8') !== text);
    for (const [file] of stale) console.error(`${file} is stale: run "npm run openapi" and commit the result.`);
    if (stale.length) process.exit(1);
    console.log(`${outputs.map(([file]) => relative(process.cwd(), file)).join(', ')} are up to date.`);
} else {
    for (const [file, text] of outputs) writeFileSync(file, text);
    console.log(`Wrote ${outputs.map(([file]) => file).join(' and ')}`);
}
