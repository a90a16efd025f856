import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { Link as RouterLink } from 'react-router-dom';
import { usePublicConfig } from '../../api/config';

interface AuthLinkProps {
    /** Translation key of the sentence before the link, if any. */
    question?: string;
    /** Translation key of the link text. */
    label: string;
    to: string;
}

export const AuthLink = ({ question, label, to }: AuthLinkProps) => {
    const translate = useTranslate();
    return (
        <Typography variant="body2" sx={{ textAlign: 'center', mt: 2 }}>
            {question && `${translate(question)} `}
            <Link component={RouterLink} to={to}>
                {translate(label)}
            </Link>
        </Typography>
    );
};

/** Sign-up and login prompts exist only in platform mode (public sign-up). */
const PlatformOnly = (props: AuthLinkProps) =>
    usePublicConfig().system_mode === 'platform' ? <AuthLink {...props} /> : null;

export const SignUpPrompt = () => (
    <PlatformOnly question="auth.login.no_account" label="auth.login.sign_up" to="/auth/register" />
);

export const LoginPrompt = () => (
    <PlatformOnly question="auth.register.have_account" label="auth.register.login" to="/" />
);

export const BackToLogin = () => <AuthLink label="auth.back_to_login" to="/" />;
