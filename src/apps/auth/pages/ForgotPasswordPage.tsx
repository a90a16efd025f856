import { useState } from 'react';
import Alert from '@mui/material/Alert';
import TextField from '@mui/material/TextField';
import { useTranslate } from 'ra-core';
import { useSearchParams } from 'react-router-dom';
import { dynamicApi, succeeds } from '../../../api/client';
import { AuthForm } from '../AuthForm';
import { BackToLogin, SignUpPrompt } from '../AuthLinks';
import { useFields } from '../useFields';
import { usePageTitle } from '../usePageTitle';

/** Shown once the request went through, in place of the form. */
const Done = ({ message }: { message: string }) => (
    <>
        <Alert severity="success">{message}</Alert>
        <BackToLogin />
    </>
);

/** Asks for a reset link; the answer never tells whether the address exists. */
const RequestResetForm = () => {
    const translate = useTranslate();
    const [sent, setSent] = useState(false);
    const { values, field } = useFields({ email: '' });
    usePageTitle(translate('meta.page.forgot_password'));

    const request = async () => {
        if (await succeeds(dynamicApi.POST('/public/v3/user/forgot-password', { body: values }))) setSent(true);
    };

    if (sent) return <Done message={translate('auth.forgot.sent')} />;
    return (
        <>
            <AuthForm
                title={translate('auth.forgot.title')}
                submitLabel={translate('auth.forgot.submit')}
                onSubmit={request}
            >
                <Alert severity="info" icon={false}>
                    {translate('auth.forgot.hint')}
                </Alert>
                <TextField
                    label={translate('auth.forgot.email')}
                    type="email"
                    autoComplete="email"
                    autoFocus
                    {...field('email')}
                />
            </AuthForm>
            <BackToLogin />
            <SignUpPrompt />
        </>
    );
};

/** The mailed link's page (`?token=`): sets the new password. */
const ResetPasswordForm = ({ token }: { token: string }) => {
    const translate = useTranslate();
    const [changed, setChanged] = useState(false);
    const { values, field } = useFields({ password: '' });
    usePageTitle(translate('meta.page.reset_password'));

    const reset = async () => {
        const body = { token, password: values.password };
        if (await succeeds(dynamicApi.POST('/public/v3/user/reset-password', { body }))) setChanged(true);
    };

    if (changed) return <Done message={translate('auth.reset.done')} />;
    return (
        <AuthForm title={translate('auth.reset.title')} submitLabel={translate('auth.reset.submit')} onSubmit={reset}>
            <TextField
                label={translate('auth.reset.new_password')}
                type="password"
                autoComplete="new-password"
                autoFocus
                {...field('password')}
            />
        </AuthForm>
    );
};

/** `/auth/forgot-password`: request a reset link, or with `?token=` choose the new password. */
export const ForgotPasswordPage = () => {
    const [params] = useSearchParams();
    const token = params.get('token');
    return token ? <ResetPasswordForm token={token} /> : <RequestResetForm />;
};
