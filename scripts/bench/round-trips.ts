import pg from 'pg';

let sent = 0;
const query = pg.Client.prototype.query as (...args: unknown[]) => unknown;
// Every statement node-postgres sends, from the app's pool or the bare handler's: one round trip each.
pg.Client.prototype.query = function (this: pg.Client, ...args: unknown[]) {
    sent++;
    return query.apply(this, args);
} as typeof pg.Client.prototype.query;

/** The statements sent to PostgreSQL so far by this process (none are counted on PGlite). */
export const statementsSent = () => sent;
