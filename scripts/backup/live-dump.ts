import { connect } from 'node:net';
import { backupSocketPath, DUMP_REQUEST, socketPathFits } from '../../server/db/backup-socket';
import { BackupError } from './target';

const busyWithoutSocket = (dataDir: string) =>
    new BackupError(
        `The database in ${dataDir} is open in another Pitstop process that takes no backup requests (a seed, a ` +
            'migration, or a server from before backups): try again once it has finished, or stop it.',
    );

/** The answer's header line, then the dump it announces, whole. */
function readAnswer(answer: Buffer): Buffer {
    const headerEnd = answer.indexOf('\n');
    let header: { bytes?: number; error?: string };
    try {
        header = JSON.parse(answer.subarray(0, headerEnd).toString('utf8')) as typeof header;
    } catch {
        throw new BackupError('The running server gave no readable answer to the backup request');
    }
    if (header.error) throw new BackupError(`The running server could not dump its data: ${header.error}`);
    const dump = answer.subarray(headerEnd + 1);
    if (dump.length !== header.bytes) {
        throw new BackupError(`The server's dump was cut short (${dump.length} of ${header.bytes} bytes)`);
    }
    return dump;
}

/** Asks the server running on DATA_DIR for a dump of its data folder (server/db/backup-socket.ts). */
export function dumpFromRunningServer(dataDir: string): Promise<Buffer> {
    const path = backupSocketPath(dataDir);
    if (!socketPathFits(path)) {
        throw new BackupError(`DATA_DIR's path is too long for the server's backup socket: stop the server to back up`);
    }
    return new Promise((dumped, failed) => {
        const chunks: Buffer[] = [];
        const socket = connect(path, () => socket.write(`${DUMP_REQUEST}\n`));
        socket.on('data', (chunk: Buffer) => chunks.push(chunk));
        socket.on('error', (error: NodeJS.ErrnoException) =>
            failed(['ENOENT', 'ECONNREFUSED'].includes(error.code ?? '') ? busyWithoutSocket(dataDir) : error),
        );
        socket.on('end', () => {
            try {
                dumped(readAnswer(Buffer.concat(chunks)));
            } catch (error) {
                failed(error);
            }
        });
    });
}
