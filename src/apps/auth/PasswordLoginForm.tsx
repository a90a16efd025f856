import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { AuthForm } from './AuthForm';
import { useFields } from './useFields';

interface PasswordLoginFormProps {
    title: string;
    /** Translation key of the account field's label. */
    accountLabel: string;
    /** Signs in and moves on; a failed attempt has shown its toast and the form stays. */
    onSignIn: (account: string, password: string) => Promise<unknown>;
}

/** Account and password, sent as typed (login fields are not validated on the client). */
export const PasswordLoginForm = ({ title, accountLabel, onSignIn }: PasswordLoginFormProps) => {
    const translate = useTranslate();
    const { values, field } = useFields({ account: '', password: '' });
    const submit = () => onSignIn(values.account, values.password);
    return (
        <AuthForm title={title} submitLabel={translate('auth.login.submit')} onSubmit={submit}>
            <TextField label={translate(accountLabel)} autoComplete="username" autoFocus {...field('account')} />
            <TextField
                label={translate('auth.login.password')}
                type="password"
                autoComplete="current-password"
                {...field('password')}
            />
        </AuthForm>
    );
};
