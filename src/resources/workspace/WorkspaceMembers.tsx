import { MembershipSection } from '../../components/backoffice/MembershipSection';
import { addMember, type Member } from '../../components/backoffice/memberApi';

interface WorkspaceWithMembers {
    id: number;
    members?: Member[];
}

/** The members of a workspace, with role change, removal, and adding a user with a role. */
export const WorkspaceMembers = () => (
    <MembershipSection<WorkspaceWithMembers>
        other="user"
        membershipsOf={workspace =>
            (workspace.members ?? []).map(member => ({
                id: member.id,
                workspaceId: workspace.id,
                otherId: member.user_id,
                role: member.role,
                avatar: member.user?.avatar ?? null,
                name: member.user?.username ?? `#${member.user_id}`,
                detail: [member.user?.display_name, member.user?.email].filter(Boolean).join(' · '),
            }))
        }
        title="admin.member.title"
        emptyText="admin.member.empty"
        submitLabel="admin.member.add"
        onAdd={(workspace, userId, role) => addMember(workspace.id, userId, role)}
    />
);
