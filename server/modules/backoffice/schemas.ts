import { Type } from 'typebox';
import { Id } from '../../http/schemas';
import { WORKSPACE_ROLES } from '../../../common/roles';

export const AddMemberBody = Type.Object(
    {
        user_id: Id(),
        role: Type.Enum([...WORKSPACE_ROLES]),
    },
    { additionalProperties: false },
);

export const UpdateMemberBody = Type.Object({ role: Type.Enum([...WORKSPACE_ROLES]) }, { additionalProperties: false });

export const MemberParams = Type.Object({ id: Id(), member_id: Id() });

export const DeletedAnswer = Type.Object({ id: Type.Integer() });

export const DayCount = Type.Object({ date: Type.String({ format: 'date' }), count: Type.Integer() });

export const StatisticQuery = Type.Object({ days: Type.Integer({ minimum: 1, maximum: 365, default: 30 }) });

export const Statistic = Type.Object(
    {
        users: Type.Integer(),
        workspaces: Type.Integer(),
        admins: Type.Integer(),
        active_sessions: Type.Integer({
            description: 'Sign-ins (with the organization sessions opened from them) alive now',
        }),
        signups: Type.Array(DayCount, { description: 'Users created per UTC day, oldest first' }),
        sessions: Type.Array(DayCount, {
            description:
                'Sign-ins alive on each UTC day (opened by its end, used and not revoked before its start), oldest first',
        }),
    },
    { title: 'PlatformStatistic' },
);
