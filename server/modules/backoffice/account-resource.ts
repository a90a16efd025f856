import { eq } from 'drizzle-orm';
import { Type } from 'typebox';
import type { Columns } from '../../resources/declare';
import { columnOf } from '../../resources/field-columns';
import { field } from '../../resources/fields';
import { hashPassword } from '../auth/passwords';
import { Password } from '../user/account-inputs';

const ACCOUNT_STATUSES = ['active', 'disabled'] as const;

/**
 * What platform admins and users share, each in its own table (`users`, `admins`) built afresh by every call: the
 * fields, search, sorting, the status filter and the uniqueness of username and e-mail, checked case-insensitively
 * with both clashes named (the unique indexes decide races). A password (required on create; on update a value resets
 * it, null or absent keeps it) is stored as its hash and never answered.
 */
export function accountDeclaration<const T extends 'users' | 'admins'>(table: T) {
    return {
        scope: 'platform' as const,
        table,
        fields: {
            username: field.text({
                required: true,
                minLength: 3,
                maxLength: 50,
                pattern: '^[A-Za-z0-9][A-Za-z0-9._-]*$',
            }),
            display_name: field.text({ maxLength: 100 }),
            email: field.email({ required: true, format: 'email', maxLength: 254 }),
            avatar: field.image(),
            status: field.enum(ACCOUNT_STATUSES, 'admin.status', { default: 'active' }),
            password: field.writeOnly(
                { ...Password, 'x-kind': 'password' },
                {
                    column: 'password_hash',
                    stores: columnOf.text.required(),
                    required: true,
                    prepare: password => hashPassword(password as string),
                },
            ),
        },
        sortable: ['username', 'email', 'display_name', 'status', 'created_at'] as const,
        defaultSort: { field: 'created_at', asc: false },
        keyword: ['username', 'email', 'display_name'],
        filters: {
            status: {
                schema: Type.Enum([...ACCOUNT_STATUSES]),
                where: (value: string, { status }: Columns) => eq(status, value),
            },
        },
        unique: {
            [`${table}_username_lower_key`]: {
                field: 'username',
                error: 'username_taken',
                message: 'This username is already taken',
            },
            [`${table}_email_lower_key`]: {
                field: 'email',
                error: 'email_taken',
                message: 'This email is already taken',
            },
        },
    };
}
