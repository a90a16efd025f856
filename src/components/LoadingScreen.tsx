import { Box, CircularProgress } from '@mui/material';

/** Full-page spinner for moments before react-admin (and its theme and translations) is mounted. */
export const LoadingScreen = () => (
    <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', minHeight: '100vh' }}>
        <CircularProgress aria-busy="true" aria-label="Loading" />
    </Box>
);
