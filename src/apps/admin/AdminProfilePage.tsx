import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { PasswordChangeForm, ProfileForm } from '../../components/account';
import { usePageTitle } from '../../layouts/usePageTitle';

/** /admin/self/profile: the signed-in admin's own profile and password. */
export const AdminProfilePage = () => {
    const title = usePageTitle('profile.menu.profile');
    return (
        <Box sx={{ mt: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Title title={title} />
            <ProfileForm kind="admin" />
            <Box>
                <PasswordChangeForm kind="admin" />
            </Box>
        </Box>
    );
};
