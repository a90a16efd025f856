import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { HOME_ROUTES, loginUser, rememberedRoute, selectWorkspace } from '../../../session';
import { SignUpPrompt } from '../AuthLinks';
import { PasswordLoginForm } from '../PasswordLoginForm';
import { usePageTitle } from '../usePageTitle';

/** Where a user who belongs to no organization yet can see (or create) one. */
const NO_WORKSPACE_ROUTE = '/app/self/organization';

/** `/`: user login, then workspace selection, then the remembered route under /app (or the app home). */
export const UserLoginPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    usePageTitle(translate('meta.page.login'));

    const signIn = async (usernameOrEmail: string, password: string) => {
        if (!(await loginUser(usernameOrEmail, password))) return;
        const membership = await selectWorkspace().catch(() => null);
        navigate(membership ? rememberedRoute('/app', HOME_ROUTES.user) : NO_WORKSPACE_ROUTE);
    };

    return (
        <>
            <PasswordLoginForm
                title={translate('auth.login.title')}
                accountLabel="auth.login.username_or_email"
                onSignIn={signIn}
            />
            <Typography variant="body2" sx={{ textAlign: 'right', mt: 1 }}>
                <Link component={RouterLink} to="/auth/forgot-password">
                    {translate('auth.login.forgot_password')}
                </Link>
            </Typography>
            <SignUpPrompt />
        </>
    );
};
