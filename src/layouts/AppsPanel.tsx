import type { MouseEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import { Box, ButtonBase, Dialog, IconButton, Typography } from '@mui/material';
import { useNavigate, useTranslate } from 'react-admin';
import type { MenuGroupDef } from '../menus';

export interface AppsPanelProps {
    open: boolean;
    onClose: () => void;
    groups: MenuGroupDef[];
}

/** Full-screen panel listing groups and their items as tiles; Escape or a click on the overlay closes it. */
export const AppsPanel = ({ open, onClose, groups }: AppsPanelProps) => {
    const translate = useTranslate();
    const navigate = useNavigate();
    const go = (to: string) => {
        onClose();
        navigate(to);
    };
    return (
        <Dialog
            fullScreen
            open={open}
            onClose={onClose}
            slotProps={{
                paper: {
                    'aria-label': translate('common.apps.title'),
                    // the paper is the overlay: a click that lands on it, not on a tile, closes the panel
                    onClick: (event: MouseEvent<HTMLDivElement>) => event.target === event.currentTarget && onClose(),
                    sx: { bgcolor: 'background.default', opacity: 0.98, p: { xs: 2, md: 6 } },
                },
            }}
        >
            <IconButton
                aria-label={translate('common.action.close')}
                onClick={onClose}
                sx={{ position: 'absolute', top: 8, right: 8 }}
            >
                <CloseIcon />
            </IconButton>
            {groups.map(group => (
                <Box key={group.key} component="section" sx={{ maxWidth: 960, width: '100%', mx: 'auto', mb: 4 }}>
                    <Typography variant="overline" component="h2" color="text.secondary">
                        {translate(group.label)}
                    </Typography>
                    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(128px, 1fr))' }}>
                        {group.items.map(item => (
                            <ButtonBase
                                key={item.to}
                                onClick={() => go(item.to)}
                                sx={{
                                    flexDirection: 'column',
                                    gap: 1,
                                    p: 2,
                                    borderRadius: 2,
                                    border: 1,
                                    borderColor: 'divider',
                                    bgcolor: 'background.paper',
                                    '&:hover, &.Mui-focusVisible': { borderColor: 'primary.main' },
                                }}
                            >
                                <item.icon />
                                <Typography variant="body2">{translate(item.label)}</Typography>
                            </ButtonBase>
                        ))}
                    </Box>
                </Box>
            ))}
        </Dialog>
    );
};
