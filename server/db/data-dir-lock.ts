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

const holderOf = (lockFile: string): number | null => {
  try {
    const pid = Number(readFileSync(lockFile, 'utf8').trim());
    return Number.isInteger(pid) && pid > 0 ? pid : null;
  } catch {
    return null;
  }
};

/**
 * PGlite has one writer and takes no lock of its own: a second process on the same folder (another `npm start`, a
 * seed, a migration) would corrupt it. The lock is `<dataDir>.lock`, holding the process id; a start refuses while
 * that process lives and takes the lock over once it is gone, however it ended. Liveness is asked of the system, not
 * read from a heartbeat: PGlite's long statements hold the event loop, and a live holder must never look stale.
 * Answers the release.
 */
export function lockDataDir(dataDir: string): () => void {
  const lockFile = `${dataDir}.lock`;
  if (held.has(lockFile)) throw new DataDirInUseError(`The data folder ${dataDir} is already open in this process`);
  mkdirSync(dataDir, { recursive: true });
  for (let attempt = 0; ; attempt++) {
    try {
      writeFileSync(lockFile, `${process.pid}\n`, { flag: 'wx' });
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST' || attempt === 2) throw error;
      const holder = holderOf(lockFile);
      // Our own id in the file is a previous life's (a container restarted with the same process id).
      if (holder !== null && holder !== process.pid && isAlive(holder)) {
        throw new DataDirInUseError(`The data folder ${dataDir} is in use by another Pitstop process (id ${holder}: npm start, `
          + 'a seed or a migration). Stop it first, or set DATA_DIR to another folder.');
      }
      unlinkSync(lockFile);
    }
  }
  held.add(lockFile);
  const release = () => {
    if (!held.delete(lockFile)) return;
    process.off('exit', release);
    if (holderOf(lockFile) === process.pid) unlinkSync(lockFile);
  };
  process.on('exit', release);
  return release;
}
