import { MembershipSection } from '../../components/backoffice/MembershipSection';
import { addMember, type Member } from '../../components/backoffice/memberApi';

interface UserWithMemberships {
    id: number;
    memberships?: Member[];
}

/** The workspaces a user belongs to, with role change, removal, and adding the user to another workspace. */
export const UserMemberships = () => (
    <MembershipSection<UserWithMemberships>
        other="workspace"
        membershipsOf={user =>
            (user.memberships ?? []).map(membership => ({
                id: membership.id,
                workspaceId: membership.workspace_id,
                otherId: membership.workspace_id,
                role: membership.role,
                avatar: membership.workspace?.avatar ?? null,
                name: membership.workspace?.name ?? `#${membership.workspace_id}`,
            }))
        }
        title="admin.membership.title"
        emptyText="admin.membership.empty"
        submitLabel="admin.membership.add"
        onAdd={(user, workspaceId, role) => addMember(workspaceId, user.id, role)}
    />
);
