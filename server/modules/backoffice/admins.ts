import { asc } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { conflict, forbidden } from '../../http/errors';
import type { Resource } from '../../resources/declare';
import { revokeAccountSessions } from '../auth/sessions';
import { assertUnique, signsOut } from './account-rules';
import { adminRecords } from './tables';

const admins = adminRecords.table;

type AdminLock = { id: number; status: string }[];

/**
 * Locks every admin row, in id order so two requests cannot deadlock: whoever comes second sees the first one's
 * change, so two admins disabling each other at once cannot leave the platform without an active admin.
 */
const lockAdmins = (tx: Tx): Promise<AdminLock> =>
    tx.select({ id: admins.id, status: admins.status }).from(admins).orderBy(asc(admins.id)).for('update');

function assertAnotherActiveAdmin(all: AdminLock, id: number) {
    if (!all.some(admin => admin.id !== id && admin.status === 'active')) {
        throw conflict('last_admin', 'At least one active platform admin must remain');
    }
}

const callerId = (principal: { kind: string; adminId?: number }) =>
    principal.kind === 'admin' ? principal.adminId : undefined;
const cannotTouchSelf = (what: string) => forbidden('forbidden', `You cannot ${what} your own admin account`);

/**
 * Platform admins (`/admin/v3/admin`). Nobody disables or deletes their own account, and at least one active admin
 * always remains; disabling or a password reset signs the admin out everywhere (but for the caller's own session).
 */
export const adminResource: Resource = {
    ...adminRecords,
    hooks: {
        lock: lockAdmins,
        beforeWrite: async context => {
            const { principal, id, current, values } = context;
            const disabling = current?.status === 'active' && values.status === 'disabled';
            if (disabling && id === callerId(principal)) throw cannotTouchSelf('disable');
            if (disabling) assertAnotherActiveAdmin(context.locked as AdminLock, id!);
            await assertUnique(admins)(context);
        },
        afterWrite: async context => {
            const { tx, principal, id } = context;
            if (signsOut(context))
                await revokeAccountSessions(
                    tx,
                    { adminId: id },
                    principal.kind === 'admin' ? principal.sessionId : undefined,
                );
        },
        beforeDelete: ({ principal, id, current, locked }) => {
            if (id === callerId(principal)) throw cannotTouchSelf('delete');
            if (current.status === 'active') assertAnotherActiveAdmin(locked as AdminLock, id);
        },
    },
};
