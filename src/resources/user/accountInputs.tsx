import {
    PasswordInput,
    SelectInput,
    TextInput,
    email,
    maxLength,
    minLength,
    required,
    type Validator,
} from 'react-admin';
import { PASSWORD_MIN_LENGTH, accountStatusChoices } from '../../components/backoffice/choices';

/** The server's rules (3–50 characters; display name ≤ 100), so most mistakes show before saving. */
const validateUsername: Validator[] = [required(), minLength(3), maxLength(50)];
const validateEmail: Validator[] = [required(), email(), maxLength(254)];
const validateDisplayName: Validator[] = [maxLength(100)];
const passwordLength = minLength(PASSWORD_MIN_LENGTH, 'admin.validation.password_too_short');

/** Username, display name and email of an admin or a user. */
export const AccountIdentityInputs = () => (
    <>
        <TextInput source="username" label="admin.field.username" validate={validateUsername} />
        <TextInput source="display_name" label="admin.field.display_name" validate={validateDisplayName} />
        <TextInput
            source="email"
            label="admin.field.email"
            validate={validateEmail}
            inputProps={{ inputMode: 'email' }}
        />
    </>
);

/** The initial password, on create. */
export const InitialPasswordInput = () => (
    <PasswordInput source="password" label="admin.field.password" validate={[required(), passwordLength]} />
);

/** An optional new password, on edit: saving with a value resets the password (and revokes the sessions). */
export const ResetPasswordInput = () => (
    <PasswordInput
        source="password"
        label="admin.field.reset_password"
        helperText="admin.field.reset_password_help"
        validate={passwordLength}
        autoComplete="new-password"
    />
);

export const AccountStatusInput = ({ disabled }: { disabled?: boolean }) => (
    <SelectInput
        source="status"
        label="admin.field.status"
        choices={accountStatusChoices}
        validate={required()}
        disabled={disabled}
    />
);

export interface AccountPayload {
    username: string;
    display_name: string;
    email: string;
    status: string;
    avatar?: string | null;
    password?: string;
}

/** The editable fields of an account form, without an empty password (which keeps the current one). */
export const accountPayload = (values: Record<string, unknown>): AccountPayload => {
    const { username, display_name, email: address, status, avatar, password } = values as Partial<AccountPayload>;
    return {
        username: username ?? '',
        display_name: display_name ?? '',
        email: address ?? '',
        status: status ?? 'active',
        ...(avatar !== undefined ? { avatar } : {}),
        ...(password ? { password } : {}),
    };
};
