import { Box, Typography } from '@mui/material';
import { Title } from 'react-admin';
import { PasswordChangeForm, ProfileForm } from '../../components/account';
import { usePageTitle } from '../../layouts/usePageTitle';

/** `/app/self/profile`: the user's own profile (display name, email, avatar) and password. */
export const ProfilePage = () => {
    const title = usePageTitle('profile.menu.profile');
    return (
        <>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 2, mb: 2 }}>
                {title}
            </Typography>
            <Box
                sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' }, alignItems: 'start' }}
            >
                <ProfileForm kind="user" />
                <PasswordChangeForm kind="user" />
            </Box>
        </>
    );
};
