import { Type } from 'typebox';
import { Id, Text } from '../../http/schemas';
import { AdminRecord } from '../admin/schemas';
import { UserRecord } from '../user/schemas';
import { WorkspaceUserRecord } from '../workspace/schemas';

export const UserLoginBody = Type.Object({
    username_or_email: Text({ minLength: 1, maxLength: 254 }),
    password: Text({ minLength: 1, maxLength: 1024 }),
});

export const AdminLoginBody = Type.Object({
    username: Text({ minLength: 1, maxLength: 254 }),
    password: Text({ minLength: 1, maxLength: 1024 }),
});

export const UserLoginAnswer = Type.Object({ token: Type.String(), user: UserRecord });
export const AdminLoginAnswer = Type.Object({ token: Type.String(), admin: AdminRecord });
export const TokenAnswer = Type.Object({ token: Type.String() });
export const RevokedAnswer = Type.Object({ revoked: Type.Literal(true) });

export const WorkspaceLoginBody = Type.Object({ workspace_id: Id() });
export const WorkspaceLoginAnswer = Type.Object({ token: Type.String(), workspace_user: WorkspaceUserRecord });
