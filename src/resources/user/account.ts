import { minLength, type RaRecord } from 'react-admin';
import { NameField } from '../../components/backoffice/NameField';
import { StatusField } from '../../components/backoffice/StatusField';
import { PASSWORD_MIN_LENGTH } from '../../components/backoffice/choices';

/** "amy (Amy Chan)": how an account reads where it is picked (a workspace's owner). */
export const accountRepresentation = (account: RaRecord) =>
    account.display_name ? `${account.username} (${account.display_name})` : String(account.username ?? '');

/**
 * What the admins' and the users' declarations share: newest first, searchable, filtered by status, edited on
 * their own page (no show page), and the password's length told in the words the other password forms use.
 */
export const accountDeclaration = {
    title: 'username',
    representation: accountRepresentation,
    list: ['username', 'display_name', 'email', 'status', 'created_at'],
    compact: { primary: 'username', secondary: 'display_name', tertiary: 'email' },
    form: ['avatar', 'username', 'display_name', 'email', 'status', 'password'],
    show: false,
    permission: false,
    alwaysOn: ['status'],
    fieldComponents: { username: NameField, status: StatusField },
    validate: {
        password: [minLength(PASSWORD_MIN_LENGTH, 'admin.validation.password_too_short')],
    },
} as const;
