import { eq, sql } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Db } from '../../db/client';
import { admins, workspaces, workspaceUsers } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { invalid } from '../../http/errors';
import { Id, Nullable, Timestamp } from '../../http/schemas';
import { defineResource, type WriteContext } from '../../resources/declare';
import { field } from '../../resources/fields';
import { SUSPENSION_REASON_MAX_LENGTH } from '../../../common/suspension';
import { listMembers } from '../team/queries';
import { MemberRecord } from '../team/schemas';

export async function workspaceExists(db: Db, id: number) {
    const [workspace] = await db.select({ id: workspaces.id }).from(workspaces).where(eq(workspaces.id, id));
    return Boolean(workspace);
}

/** All the members of a workspace, with their users and auth groups (read under the workspace's row-level security). */
async function members(db: Db, workspaceId: number) {
    const { rows } = await withTenant(db, workspaceId, tx =>
        listMembers(tx, workspaceId, { page: 1, size: 9999, asc: true, keyword: '', field: 'username' }),
    );
    return rows;
}

/** A suspension says why (required), and when and by whom it began; reactivation clears all three. */
function recordSuspension({ principal, current, record, values }: WriteContext) {
    if (record.status !== 'suspended') {
        Object.assign(values, { suspension_reason: null, suspended_at: null, suspended_by_admin_id: null });
        return;
    }
    // Suspending needs a reason, and so does replacing it (one suspended before reasons were kept may have none).
    const suspending = current?.status !== 'suspended';
    if ((suspending || 'suspension_reason' in values) && !record.suspension_reason)
        throw invalid('suspension_reason', 'required', 'Say why the workspace is suspended');
    if (!suspending) return;
    const adminId = principal.kind === 'admin' ? principal.adminId : null;
    Object.assign(values, { suspended_at: new Date(), suspended_by_admin_id: adminId });
}

const settingsText = () => field.readOnly(Type.String());

/**
 * Workspaces (organizations) in the back-office (`/admin/v3/workspace`): created with an existing user as owner,
 * renamed, suspended (read only to its members: their writes answer 403 workspace_suspended) or resumed, deleted
 * with all their data. The garage settings are the organization's own to edit; here they are read only.
 */
export const workspaceResource = defineResource({
    name: 'admin/workspace',
    scope: 'platform',
    title: 'BackofficeWorkspace',
    table: workspaces,
    fields: {
        name: field.text({ required: true, maxLength: 100 }),
        avatar: field.image(),
        status: field.enum(workspaces.status, 'admin.status'),
        suspension_reason: field.text({
            nullable: true,
            maxLength: SUSPENSION_REASON_MAX_LENGTH,
            description:
                "Why the workspace is suspended, shown to its members: required with status 'suspended' " +
                "(400 validation_failed {field: 'suspension_reason', error: 'required'}), cleared on reactivation",
        }),
        suspended_at: field.readOnly(Nullable(Timestamp)),
        owner_user_id: field.writeOnly(Id({ 'x-kind': 'reference', 'x-reference': 'admin/user' }), {
            column: null,
            required: true,
            createOnly: true,
            reference: 'admin/user',
        }),
        address: settingsText(),
        phone: settingsText(),
        email: settingsText(),
        business_registration_no: settingsText(),
        currency: settingsText(),
        tax_rate_bp: field.readOnly(Type.Integer()),
        timezone: settingsText(),
        bays: field.readOnly(Type.Integer()),
        invoice_footer: settingsText(),
        invoice_footer_zh: settingsText(),
        fps_id: settingsText(),
    },
    computed: {
        workspace_id: { schema: Type.Integer(), sql: sql`${workspaces.id}` },
        suspended_by: {
            schema: Nullable(Type.String({ description: 'The platform admin who suspended it' })),
            sql: sql`(select ${admins.username} from ${admins} where ${admins.id} = ${workspaces.suspendedByAdminId})`,
        },
        // Qualified by hand: a bare column name would bind to the inner table.
        member_count: {
            schema: Type.Integer(),
            sql: sql`(select count(*)::int from ${workspaceUsers} as member where member.workspace_id = ${workspaces}.id)`,
        },
    },
    sortable: ['name', 'status', 'created_at'],
    defaultSort: { field: 'created_at', asc: false },
    keyword: ['name'],
    filters: {
        status: {
            schema: Type.Enum(workspaces.status.enumValues),
            where: (value: string) => eq(workspaces.status, value as 'active'),
        },
    },
    hooks: {
        beforeWrite: recordSuspension,
        afterWrite: async ({ tx, current, id, values }) => {
            if (current) return;
            await tx
                .insert(workspaceUsers)
                .values({ workspaceId: id, userId: values.owner_user_id as number, role: 'owner' });
        },
    },
    detail: {
        properties: { members: Type.Array(MemberRecord) },
        load: async (db, workspace) => ({ members: await members(db, workspace.id as number) }),
    },
    menu: { order: 30, icon: 'Workspaces' },
});
