import { eq, getTableName } from 'drizzle-orm';
import { Type } from 'typebox';
import type { admins, users } from '../../db/schema';
import type { ResourceDeclaration, WriteContext } from '../../resources/declare';
import { field } from '../../resources/fields';
import { hashPassword } from '../auth/passwords';
import { assertAccountUnique, Password } from '../user/accounts';

type AccountTable = typeof users | typeof admins;

/** Whether a write disables an active account or resets its password: both sign the account out. */
export const signsOut = ({ current, values }: WriteContext) =>
    Boolean(values.password) || (current?.status === 'active' && values.status === 'disabled');

/**
 * What platform admins and users share: the fields, search, sorting, the status filter and the uniqueness of
 * username and e-mail, checked case-insensitively with both clashes named (the unique indexes decide races). A
 * password (required on create; on update a value resets it, null or absent keeps it) is stored as its hash and
 * never answered.
 */
export function accountDeclaration(table: AccountTable) {
    const name = getTableName(table);
    return {
        scope: 'platform',
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
            status: field.enum(table.status, 'admin.status'),
            password: field.writeOnly(
                { ...Password, 'x-kind': 'password' },
                {
                    column: 'password_hash',
                    required: true,
                    prepare: password => hashPassword(password as string),
                },
            ),
        },
        sortable: ['username', 'email', 'display_name', 'status', 'created_at'],
        defaultSort: { field: 'created_at', asc: false },
        keyword: ['username', 'email', 'display_name'],
        filters: {
            status: {
                schema: Type.Enum(table.status.enumValues),
                where: (value: string) => eq(table.status, value as 'active'),
            },
        },
        unique: {
            [`${name}_username_lower_key`]: {
                field: 'username',
                error: 'username_taken',
                message: 'This username is already taken',
            },
            [`${name}_email_lower_key`]: {
                field: 'email',
                error: 'email_taken',
                message: 'This email is already taken',
            },
        },
    } satisfies Partial<ResourceDeclaration>;
}

/** 409 `username_taken` / `email_taken` before the insert or update, naming every clash. */
export const assertUnique =
    (table: AccountTable) =>
    ({ tx, values, id }: WriteContext) =>
        assertAccountUnique(tx, table, values as { username?: string; email?: string }, id);
