// npm run restore -- FILE: a file of npm run backup into an empty database (DATABASE_URL, else DATA_DIR/pglite) and
// DATA_DIR/assets; it refuses a target that holds data and changes nothing there. See docs/operations.md.
import { parseArgs } from 'node:util';
import { describeManifest, runCommandLine } from './backup/report';
import { restoreBackup } from './backup/restore-backup';
import { BackupError, targetFromEnv } from './backup/target';

runCommandLine(async () => {
    const { positionals } = parseArgs({ allowPositionals: true, options: {} });
    if (positionals.length !== 1) throw new BackupError('Usage: npm run restore -- FILE');
    const target = targetFromEnv();
    const { manifest, notes } = await restoreBackup(target, positionals[0]);
    const into = target.databaseUrl ? 'the database in DATABASE_URL' : target.pgliteDir;
    console.log([`Restored into ${into}:`, ...describeManifest(manifest), ...notes].join('\n'));
});
