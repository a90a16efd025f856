import { Type } from 'typebox';
import { Id, ListQuery, Nullable, Text } from '../../http/schemas';
import { MemberRecord } from '../team/schemas';
import { DisplayName, Email, Password, Username } from '../user/accounts';
import { AccountRecord } from '../user/schemas';
import { ROLES, WorkspaceRecord, WorkspaceUserRecord } from '../workspace/schemas';

export const ACCOUNT_STATUSES = ['active', 'disabled'] as const;
export const WORKSPACE_STATUSES = ['active', 'suspended'] as const;

export const ACCOUNT_SORTABLE = ['username', 'email', 'display_name', 'status', 'created_at'] as const;
export const WORKSPACE_SORTABLE = ['name', 'status', 'created_at'] as const;

export const AccountListQuery = Type.Object({
  ...ListQuery(ACCOUNT_SORTABLE).properties,
  status: Type.Optional(Type.Enum([...ACCOUNT_STATUSES])),
});

export const WorkspaceListQuery = Type.Object({
  ...ListQuery(WORKSPACE_SORTABLE).properties,
  status: Type.Optional(Type.Enum([...WORKSPACE_STATUSES])),
});

const Avatar = Nullable(Type.String({ format: 'uuid' }));
// react-admin sends an emptied text input as null: it reads as "no display name".
const OptionalDisplayName = Type.Optional(Nullable(DisplayName));

/** Create an admin or a user: the initial password is required. */
export const CreateAccountBody = Type.Object({
  username: Username,
  display_name: OptionalDisplayName,
  email: Email,
  password: Password,
  avatar: Type.Optional(Avatar),
  status: Type.Optional(Type.Enum([...ACCOUNT_STATUSES])),
}, { additionalProperties: false });

/** Update an admin or a user: a password (not null) resets it; an absent avatar stays as it is. */
export const UpdateAccountBody = Type.Object({
  username: Username,
  display_name: OptionalDisplayName,
  email: Email,
  status: Type.Enum([...ACCOUNT_STATUSES]),
  password: Type.Optional(Nullable(Password)),
  avatar: Type.Optional(Avatar),
}, { additionalProperties: false });

export const UserDetail = Type.Object({
  ...AccountRecord.properties,
  memberships: Type.Array(WorkspaceUserRecord),
}, { title: 'BackofficeUser' });

export const WorkspaceListItem = Type.Object({
  ...WorkspaceRecord.properties,
  member_count: Type.Integer(),
}, { title: 'BackofficeWorkspace' });

export const WorkspaceDetail = Type.Object({
  ...WorkspaceListItem.properties,
  members: Type.Array(MemberRecord),
}, { title: 'BackofficeWorkspaceDetail' });

const WorkspaceName = Text({ minLength: 1, maxLength: 100 });

export const CreateWorkspaceBody = Type.Object({
  name: WorkspaceName,
  avatar: Type.Optional(Avatar),
  owner_user_id: Id(),
  status: Type.Optional(Type.Enum([...WORKSPACE_STATUSES])),
}, { additionalProperties: false });

export const UpdateWorkspaceBody = Type.Object({
  name: WorkspaceName,
  avatar: Type.Optional(Avatar),
  status: Type.Enum([...WORKSPACE_STATUSES]),
}, { additionalProperties: false });

export const AddMemberBody = Type.Object({
  user_id: Id(),
  role: Type.Enum([...ROLES]),
}, { additionalProperties: false });

export const UpdateMemberBody = Type.Object({ role: Type.Enum([...ROLES]) }, { additionalProperties: false });

export const MemberParams = Type.Object({ id: Id(), member_id: Id() });

export const DeletedAnswer = Type.Object({ id: Type.Integer() });

export const DayCount = Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer() });

export const StatisticQuery = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) });

export const Statistic = Type.Object({
  users: Type.Integer(),
  workspaces: Type.Integer(),
  admins: Type.Integer(),
  active_sessions: Type.Integer({ description: 'Sign-ins (with the organization sessions opened from them) alive now' }),
  signups: Type.Array(DayCount, { description: 'Users created per UTC day, oldest first' }),
  sessions: Type.Array(DayCount, { description: 'Sign-ins alive on each UTC day (opened by its end, used and not revoked before its start), oldest first' }),
}, { title: 'PlatformStatistic' });
