import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { useStoredLocale } from '../../i18n/locale';
import { lookupMessage } from '../../i18n/lookup';
import meta from '../../i18n/namespaces/meta';
import { usePageTitle } from './usePageTitle';

/** "Page not found" with a link home; translated without react-admin (it also shows outside every area). */
export const NotFoundMessage = () => {
    const locale = useStoredLocale();
    const text = (key: string) => lookupMessage(meta, key, {}, locale) ?? key;
    usePageTitle(text('page.not_found'));
    return (
        <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center' }}>
            <Typography variant="h3" component="p" color="text.secondary">
                404
            </Typography>
            <Typography variant="h5" component="h1">
                {text('page.not_found')}
            </Typography>
            <Typography color="text.secondary">{text('not_found.text')}</Typography>
            <Link component={RouterLink} to="/">
                {text('not_found.home')}
            </Link>
        </Stack>
    );
};

/** Any path outside the areas: no layout. */
export const NotFoundPage = () => (
    <Box sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 2 }}>
        <NotFoundMessage />
    </Box>
);
