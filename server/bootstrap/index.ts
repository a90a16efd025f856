import { count, sql } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import type { Config } from '../config';
import type { Db, Tx } from '../db/client';
import { admins, users } from '../db/schema';
import { hashPassword } from '../modules/auth/passwords';
import { seedDemo } from './demo';

export interface Credentials {
    username: string;
    password: string;
    generated: boolean;
}

export interface BootstrapResult {
    admin?: Credentials;
    demo?: Credentials & { workspace: string };
}

const generatePassword = () => randomBytes(12).toString('base64url');

/**
 * First start on an empty database: the first platform admin and, unless turned off, a demo garage. One transaction,
 * so a start stopped part-way leaves nothing and the next start seeds again; one server at a time.
 */
export function bootstrap(db: Db, config: Config): Promise<BootstrapResult> {
    return db.transaction(tx => seedFirstStart(tx, config));
}

async function seedFirstStart(tx: Tx, config: Config): Promise<BootstrapResult> {
    // Servers started together on an empty database take turns: the next one finds the first one's seed.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('pitstop:first-start'))`);
    const result: BootstrapResult = {};
    const [{ adminCount }] = await tx.select({ adminCount: count() }).from(admins);
    if (adminCount === 0) {
        const password = config.adminPassword ?? generatePassword();
        await tx.insert(admins).values({
            username: config.adminUsername,
            email: `${config.adminUsername}@pitstop.local`,
            displayName: 'Platform admin',
            passwordHash: await hashPassword(password),
        });
        result.admin = { username: config.adminUsername, password, generated: !config.adminPassword };
    }

    const [{ userCount }] = await tx.select({ userCount: count() }).from(users);
    if (config.seedDemo && userCount === 0) {
        const password = config.demoPassword ?? generatePassword();
        const workspace = await seedDemo(tx, {
            username: config.demoUsername,
            passwordHash: await hashPassword(password),
        });
        result.demo = { username: config.demoUsername, password, generated: !config.demoPassword, workspace };
    }
    return result;
}

export function describeBootstrap(result: BootstrapResult): string[] {
    const lines: string[] = [];
    const secret = (c: Credentials) =>
        c.generated ? `${c.password}   (generated: shown this once, save it)` : '(from the environment)';
    if (result.admin) {
        lines.push(
            'Platform admin created: sign in at /auth/admin/login',
            `  username: ${result.admin.username}`,
            `  password: ${secret(result.admin)}`,
        );
    }
    if (result.demo) {
        lines.push(
            `Demo garage "${result.demo.workspace}" created: sign in at /`,
            `  username: ${result.demo.username}`,
            `  password: ${secret(result.demo)}`,
        );
    }
    return lines;
}
