import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { dynamicApi, succeeds } from '../../../api/client';
import { usePublicConfig } from '../../../api/config';
import { AuthForm } from '../AuthForm';
import { BackToLogin, LoginPrompt } from '../AuthLinks';
import { useFields } from '../useFields';
import { usePageTitle } from '../usePageTitle';

/** `/auth/register`: self sign-up, open only when the server's mode allows it (platform). */
export const RegisterPage = () => {
    const translate = useTranslate();
    const { registration_enabled, loaded } = usePublicConfig();
    const [registered, setRegistered] = useState(false);
    const { values, field } = useFields({ username: '', email: '', display_name: '', password: '' });
    usePageTitle(translate('meta.page.register'));

    const register = async () => {
        const { display_name, ...account } = values;
        const body = display_name ? { ...account, display_name } : account;
        if (await succeeds(dynamicApi.POST('/public/v3/user/register', { body }))) setRegistered(true);
    };

    if (registered) {
        return (
            <>
                <Alert severity="success">{translate('auth.register.done')}</Alert>
                <BackToLogin />
            </>
        );
    }
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
                    {...field('password')}
                />
            </AuthForm>
            {closed ? <BackToLogin /> : <LoginPrompt />}
        </>
    );
};
