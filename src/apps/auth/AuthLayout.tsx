import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import { usePublicConfig } from '../../api/config';

const BrandHeader = () => {
    const translate = useTranslate();
    const { app_name } = usePublicConfig();
    return (
        <Box>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
                    {app_name}
                </Typography>
                <Chip label={translate('meta.brand.tag')} color="primary" size="small" sx={{ fontWeight: 700 }} />
            </Stack>
            <Typography variant="body2" color="text.secondary">
                {translate('meta.brand.subtitle')}
            </Typography>
        </Box>
    );
};

/**
 * The centred auth card: the platform's brand (or another `header`: the portal shows the garage's) with the language
 * and theme `switchers` (the staff's, or the portal's own), then the page; `wide` for a document. Printed, only the
 * page shows.
 */
export const AuthLayout = ({
    children,
    switchers,
    header = <BrandHeader />,
    wide = false,
}: {
    children: ReactNode;
    switchers: ReactNode;
    header?: ReactNode;
    wide?: boolean;
}) => (
    <Box
        component="main"
        sx={{ minHeight: '100vh', display: 'flex', alignItems: 'center', justifyContent: 'center', p: 2 }}
    >
        <Card elevation={3} sx={{ width: '100%', maxWidth: wide ? 900 : 420, '@media print': { boxShadow: 'none' } }}>
            <CardContent sx={{ p: { xs: wide ? 1 : 3, sm: 4 }, '@media print': { p: 0 } }}>
                <Stack
                    direction="row"
                    sx={{
                        justifyContent: 'space-between',
                        alignItems: 'flex-start',
                        mb: 3,
                        '@media print': { display: 'none' },
                    }}
                >
                    {header}
                    <Stack direction="row" sx={{ alignItems: 'center', flexShrink: 0 }}>
                        {switchers}
                    </Stack>
                </Stack>
                {children}
            </CardContent>
        </Card>
    </Box>
);
