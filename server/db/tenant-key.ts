import { integer } from 'drizzle-orm/pg-core';
import { tableOf } from './declared-tables';

/** A tenant table's key: its workspace (the first column of the primary key, which row-level security reads) and id. */
export const tenantKey = () => ({
    workspaceId: integer('workspace_id')
        .notNull()
        .references(() => tableOf('admin/workspace').id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
});
