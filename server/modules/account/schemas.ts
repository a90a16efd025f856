import { Type } from 'typebox';
import { Nullable, Text } from '../../http/schemas';
import { DisplayName, Email, Password, Username } from '../user/account-inputs';
import { UserRecord } from '../user/schemas';

export const UpdateSelfBody = Type.Object(
    {
        username: Username,
        email: Email,
        display_name: Type.Optional(DisplayName),
        avatar: Type.Optional(
            Nullable(Type.String({ format: 'uuid', description: 'An asset the caller may read; null clears it' })),
        ),
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

export const RegisterBody = Type.Object(
    {
        username: Username,
        email: Email,
        password: Password,
        display_name: Type.Optional(DisplayName),
    },
    { additionalProperties: false },
);

export const ForgotPasswordBody = Type.Object({ email: Email }, { additionalProperties: false });

export const ResetPasswordBody = Type.Object(
    {
        token: Text({ minLength: 1, maxLength: 200 }),
        password: Password,
    },
    { additionalProperties: false },
);

export const RegisterAnswer = Type.Object({ token: Type.String(), user: UserRecord });
export const ChangedAnswer = Type.Object({ changed: Type.Literal(true) });
export const SentAnswer = Type.Object({ sent: Type.Literal(true) });
export const ResetAnswer = Type.Object({ reset: Type.Literal(true) });
