import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { usePublicConfig } from '../../../api/config';
import { registerUser } from '../../../session';
import { AuthForm } from '../AuthForm';
import { BackToLogin, LoginPrompt } from '../AuthLinks';
import { useFields } from '../useFields';
import { usePageTitle } from '../usePageTitle';

/**
 * `/auth/register`: self sign-up, open only when the server's mode allows it (platform). The new account is signed
 * in at once and opens the app, where a user without an organization is invited to create one.
 */
export const RegisterPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const { registration_enabled, loaded } = usePublicConfig();
    const { values, field } = useFields({ username: '', email: '', display_name: '', password: '' });
    usePageTitle(translate('meta.page.register'));

    const register = async () => {
        const { display_name, ...account } = values;
        const registration = display_name.trim() ? { ...account, display_name: display_name.trim() } : account;
        if (await registerUser(registration)) navigate('/app');
    };

    const closed = loaded && !registration_enabled;
    return (
        <>
            {closed && (
                <Alert severity="info" sx={{ mb: 2 }}>
                    {translate('auth.register.disabled')}
                </Alert>
            )}
            <AuthForm
                title={translate('auth.register.title')}
                submitLabel={translate('auth.register.submit')}
                onSubmit={register}
                disabled={!registration_enabled}
            >
                <TextField label={translate('auth.register.username')} autoComplete="username" {...field('username')} />
                <TextField
                    label={translate('auth.register.email')}
                    type="email"
                    autoComplete="email"
                    {...field('email')}
                />
                <TextField
                    label={translate('auth.register.display_name')}
                    autoComplete="name"
                    {...field('display_name')}
                />
                <TextField
                    label={translate('auth.register.password')}
                    type="password"
                    autoComplete="new-password"
                    helperText={translate('auth.register.password_hint')}
                    {...field('password')}
                />
            </AuthForm>
            {closed ? <BackToLogin /> : <LoginPrompt />}
        </>
    );
};
