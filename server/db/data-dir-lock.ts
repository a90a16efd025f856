import { mkdirSync, readFileSync, unlinkSync, writeFileSync } from 'node:fs';

export class DataDirInUseError extends Error {}

/** The locks this process holds: a second open of the same folder here is refused as one from elsewhere would be. */
const held = new Set<string>();

const isAlive = (pid: number) => {
    try {
        process.kill(pid, 0);
        return true;
    } catch (error) {
        return (error as NodeJS.ErrnoException).code === 'EPERM';
    }
};

/**
 * A process's state letter and start time (clock ticks after boot) from /proc/<pid>/stat, fields 3 and 22; null
 * where there is no /proc (macOS) or no such process. The name in field 2 may hold spaces and parentheses.
 */
export function processStat(pid: number): { state: string; started: string } | null {
    try {
        const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
        const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
        return { state: fields[0], started: fields[19] };
    } catch {
        return null;
    }
}

interface Holder {
    pid: number;
    /** Its start time, to tell it from a later process given the same id; null in a lock of an older version. */
    started: string | null;
}

const holderOf = (lockFile: string): Holder | null => {
    try {
        const [pid, started] = readFileSync(lockFile, 'utf8')
            .split('\n')
            .map(line => line.trim());
        return Number.isInteger(Number(pid)) && Number(pid) > 0 ? { pid: Number(pid), started: started || null } : null;
    } catch {
        return null;
    }
};

/**
 * Whether the lock's writer still runs: not when its process is gone, a zombie (killed, not yet reaped by its
 * parent) or another process that was given its id since. Our own id is a previous life's (a container restarted
 * with the same process id).
 */
function stillHolds(holder: Holder): boolean {
    if (holder.pid === process.pid) return false;
    const stat = processStat(holder.pid);
    // Without /proc, or when it hides other users' processes, the system says whether the id is taken.
    if (!stat) return isAlive(holder.pid);
    if (stat.state === 'Z' || stat.state === 'X') return false;
    return holder.started === null || holder.started === stat.started;
}

/**
 * PGlite has one writer and takes no lock of its own: a second process on the same folder (another `npm start`, a
 * seed, a migration) would corrupt it. The lock is `<dataDir>.lock`, holding the process id and its start time; a
 * start refuses while that process runs and takes the lock over once it is gone, however it ended. Liveness is asked
 * of the system, not read from a heartbeat: PGlite's long statements hold the event loop, and a live holder must
 * never look stale. Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
    const lockFile = `${dataDir}.lock`;
    if (held.has(lockFile)) throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process`);
    mkdirSync(dataDir, { recursive: true });
    for (let attempt = 0; ; attempt++) {
        try {
            writeFileSync(lockFile, `${process.pid}\n${processStat(process.pid)?.started ?? ''}\n`, { flag: 'wx' });
            break;
        } catch (error) {
            if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 2) throw error;
            const holder = holderOf(lockFile);
            if (holder !== null && stillHolds(holder)) {
                throw new DataDirInUseError(
                    `The data folder ${dataDir} is in use by another Pitstop process (id ${holder.pid}: npm start, ` +
                        'a seed or a migration). Stop it first, or set DATA_DIR to another folder.',
                );
            }
            unlinkSync(lockFile);
        }
    }
    held.add(lockFile);
    const release = () => {
        if (!held.delete(lockFile)) return;
        process.off('exit', release);
        if (holderOf(lockFile)?.pid === process.pid) unlinkSync(lockFile);
    };
    process.on('exit', release);
    return release;
}
