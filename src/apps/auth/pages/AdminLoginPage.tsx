import { useTranslate } from 'ra-core';
import { useNavigate } from 'react-router-dom';
import { HOME_ROUTES, loginAdmin, rememberedRoute } from '../../../session';
import { PasswordLoginForm } from '../PasswordLoginForm';
import { usePageTitle } from '../usePageTitle';

/** `/auth/admin/login`: platform admin login, then the remembered route under /admin (or the admin home). */
export const AdminLoginPage = () => {
    const translate = useTranslate();
    const navigate = useNavigate();
    usePageTitle(translate('meta.page.admin_login'));

    const signIn = async (username: string, password: string) => {
        if (await loginAdmin(username, password)) navigate(rememberedRoute('/admin', HOME_ROUTES.admin));
    };

    return (
        <PasswordLoginForm
            title={translate('auth.admin_login.title')}
            accountLabel="auth.admin_login.username"
            onSignIn={signIn}
        />
    );
};
