import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { GarageFace } from './GarageContext';

/** The portal's header: the garage's logo and name, where the staff's pages show the platform's brand. */
export const GarageHeader = ({ garage }: { garage: GarageFace | null }) => (
    <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0, minHeight: 48 }}>
        {garage?.logo_url && (
            <Box
                component="img"
                src={garage.logo_url}
                alt=""
                sx={{ maxHeight: 48, maxWidth: 96, objectFit: 'contain', flexShrink: 0 }}
            />
        )}
        {garage && (
            <Typography variant="h6" component="p" sx={{ fontWeight: 700, lineHeight: 1.25, overflowWrap: 'anywhere' }}>
                {garage.name}
            </Typography>
        )}
    </Stack>
);
