import { index, integer, pgTable, text, unique } from 'drizzle-orm/pg-core';
import { WORKSPACE_ROLES } from '../../common/roles';
import { createdAt } from './columns';
import { tableOf } from './declared-tables';

/** Who belongs to which workspace, and as what: the users and workspaces are the back-office's declared tables. */
export const workspaceUsers = pgTable(
    'workspace_users',
    {
        id: integer('id').primaryKey().generatedByDefaultAsIdentity(),
        workspaceId: integer('workspace_id')
            .notNull()
            .references(() => tableOf('admin/workspace').id, { onDelete: 'cascade' }),
        userId: integer('user_id')
            .notNull()
            .references(() => tableOf('admin/user').id, { onDelete: 'cascade' }),
        role: text('role', { enum: WORKSPACE_ROLES }).notNull(),
        createdAt: createdAt(),
    },
    t => [
        unique('workspace_users_workspace_user_key').on(t.workspaceId, t.userId),
        unique('workspace_users_workspace_id_key').on(t.workspaceId, t.id),
        index('workspace_users_user_idx').on(t.userId),
    ],
);
