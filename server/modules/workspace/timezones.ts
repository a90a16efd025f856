import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Per database, the zone names it knows, by their lower case (a database's list never changes while it runs). */
const known = new WeakMap<Db, Promise<Map<string, string>>>();

function namesOf(db: Db) {
    let names = known.get(db);
    if (!names) {
        names = db
            .execute(sql`SELECT name FROM pg_timezone_names`)
            .then(
                result =>
                    new Map(
                        (result as unknown as { rows: { name: string }[] }).rows.map(({ name }) => [
                            name.toLowerCase(),
                            name,
                        ]),
                    ),
            );
        names.catch(() => known.delete(db));
        known.set(db, names);
    }
    return names;
}

function intlAccepts(zone: string): boolean {
    try {
        new Intl.DateTimeFormat('en', { timeZone: zone });
        return true;
    } catch {
        return false;
    }
}

/**
 * A workspace's time zone as PostgreSQL spells it (`europe/london` → `Europe/London`), or null when PostgreSQL
 * (statistics, day filters) or Intl (job numbers, invoice dates) does not know it: Node still takes names the
 * database's tzdata has dropped, such as `US/Pacific-New`.
 */
export async function knownTimeZone(db: Db, zone: string): Promise<string | null> {
    const name = (await namesOf(db)).get(zone.toLowerCase());
    return name && intlAccepts(name) ? name : null;
}
