import { Box, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { Avatar } from '../../inputs/Avatar';

export interface NameFieldProps {
    /** the field shown beside the avatar, e.g. `username` or `name` */
    source: string;
    label?: string;
    sortBy?: string;
}

/** A record's avatar and name in one list cell. */
export const NameField = ({ source }: NameFieldProps) => {
    const record = useRecordContext<Record<string, unknown> & { avatar?: string | null }>();
    if (!record) return null;
    const name = String(record[source] ?? '');
    return (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <Avatar uuid={record.avatar} text={name} size={28} />
            <Typography variant="body2" component="span">
                {name}
            </Typography>
        </Box>
    );
};
