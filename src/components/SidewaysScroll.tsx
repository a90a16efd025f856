import { Box } from '@mui/material';
import type { ReactNode } from 'react';

/**
 * Content wider than a phone (a table of several columns) scrolls sideways in its own box. Its width never counts
 * toward the page's (react-admin's layout grows to fit its content, so a wide table would widen the whole page).
 */
export const SidewaysScroll = ({ children }: { children: ReactNode }) => (
    <Box sx={{ overflowX: 'auto', contain: 'inline-size' }}>{children}</Box>
);
