import TireRepairIcon from '@mui/icons-material/TireRepair';
import { Box, Chip, Typography } from '@mui/material';
import { LinkBase, useSidebarState, useTranslate } from 'react-admin';
import { usePublicConfig } from '../api/config';
import { useShell } from './ShellContext';

/** Brand mark at the top of the sidebar; leads to the app home (or the admin home). */
export const Logo = () => {
    const { home } = useShell();
    const { app_name } = usePublicConfig();
    const [open] = useSidebarState();
    const translate = useTranslate();
    return (
        <Box
            component={LinkBase}
            to={home}
            // collapsed, only the icon shows; open, the visible name and tag name the link
            aria-label={open ? undefined : app_name}
            sx={{
                display: 'flex',
                alignItems: 'center',
                gap: 1,
                height: 48,
                px: 1.5,
                color: 'text.primary',
                textDecoration: 'none',
                overflow: 'hidden',
                whiteSpace: 'nowrap',
            }}
        >
            <TireRepairIcon color="primary" />
            {open && (
                <>
                    <Typography variant="h6" component="span" sx={{ fontWeight: 700 }}>
                        {app_name}
                    </Typography>
                    <Chip
                        label={translate('meta.brand.tag')}
                        size="small"
                        color="primary"
                        sx={{ height: 18, fontSize: 11, fontWeight: 700 }}
                    />
                </>
            )}
        </Box>
    );
};
