import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Content wider than a phone (a table of several columns) scrolls sideways in its own box. Its width never counts
 * toward the page's (react-admin's layout grows to fit its content, so a wide table would widen the whole page).
 * It takes the keyboard's focus, so a table of plain text can be scrolled with the arrow keys too.
 */
export const SidewaysScroll = ({ children }: { children: ReactNode }) => (
    <Box tabIndex={0} sx={{ overflowX: 'auto', contain: 'inline-size' }}>
        {children}
    </Box>
);
