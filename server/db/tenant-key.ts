import { integer } from 'drizzle-orm/pg-core';
import { workspaces } from './platform-tables';

/** A tenant table's key: its workspace (the first column of the primary key, which row-level security reads) and id. */
export const tenantKey = () => ({
    workspaceId: integer('workspace_id')
        .notNull()
        .references(() => workspaces.id, { onDelete: 'cascade' }),
    id: integer('id').notNull().generatedByDefaultAsIdentity(),
});
