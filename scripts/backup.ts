// npm run backup -- --out DIR: one file in DIR holding the database (PGlite's data folder or pg_dump's custom
// format), the uploads in DATA_DIR/assets and a manifest. Works while the server runs. See docs/operations.md.
import { statSync } from 'node:fs';
import { parseArgs } from 'node:util';
import { createBackup } from './backup/create-backup';
import { describeManifest, describeSize, runCommandLine } from './backup/report';
import { BackupError, targetFromEnv } from './backup/target';

runCommandLine(async () => {
    const { values } = parseArgs({ options: { out: { type: 'string' } } });
    if (!values.out) throw new BackupError('Usage: npm run backup -- --out DIR');
    const { file, manifest } = await createBackup(targetFromEnv(), values.out);
    console.log(
        [`Backup written: ${file} (${describeSize(statSync(file).size)})`, ...describeManifest(manifest)].join('\n'),
    );
});
