import type { ReactNode } from 'react';
import { Box } from '@mui/material';

const HIDDEN = {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    border: 0,
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
} as const;

/** Text that is not shown but is read out: it takes part in the accessible name of what contains it. */
export const VisuallyHidden = ({ children }: { children: ReactNode }) => (
    <Box component="span" sx={HIDDEN}>
        {children}
    </Box>
);
