import { Type } from 'typebox';
import { Nullable, Text } from '../../http/schemas';
import { DisplayName, Email, Password, Username } from '../user/account-inputs';
import { AccountRecord } from '../user/schemas';

export const AdminRecord = Type.Object(AccountRecord.properties, { title: 'Admin' });

export const UpdateAdminSelfBody = Type.Object(
    {
        username: Username,
        // react-admin sends an emptied text input as null: it reads as "no display name".
        display_name: Type.Optional(Nullable(DisplayName)),
        email: Email,
        avatar: Type.Optional(Nullable(Type.String({ format: 'uuid' }))),
    },
    { additionalProperties: false },
);

export const ChangePasswordBody = Type.Object(
    {
        current_password: Text({ minLength: 1, maxLength: 1024 }),
        new_password: Password,
    },
    { additionalProperties: false },
);

export const ChangedAnswer = Type.Object({ changed: Type.Literal(true) });
