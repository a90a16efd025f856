import { ResourceEdit } from '../declared';
import { UserMemberships } from './UserMemberships';

/** A user, with the workspaces they belong to below the form. */
export const UserEdit = () => (
    <ResourceEdit>
        <UserMemberships />
    </ResourceEdit>
);
