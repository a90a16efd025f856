import { Type } from 'typebox';
import type { admins, users } from '../../db/schema';
import { Nullable, Timestamp } from '../../http/schemas';

/** The account shape users and platform admins share in answers. */
export const AccountRecord = Type.Object({
    id: Type.Integer(),
    username: Type.String(),
    display_name: Type.String(),
    email: Type.String(),
    avatar: Nullable(Type.String({ format: 'uuid' })),
    status: Type.Enum(['active', 'disabled']),
    created_at: Timestamp,
});

export const UserRecord = Type.Object(AccountRecord.properties, { title: 'User' });

type AccountRow = typeof users.$inferSelect | typeof admins.$inferSelect;

export function toAccount(row: AccountRow) {
    return {
        id: row.id,
        username: row.username,
        display_name: row.displayName,
        email: row.email,
        avatar: row.avatar,
        status: row.status,
        created_at: row.createdAt.toISOString(),
    };
}
