import { Box, Skeleton, Typography } from '@mui/material';
import { useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useCan } from '../../session';
import { useWorkspaceDay } from '../statistic/useStatistic';
import { DueThisWeek } from './DueThisWeek';
import { ReminderSettingsPanel } from './ReminderSettingsPanel';
import { SentReminders } from './SentReminders';

/**
 * `/app/motor-garage/reminders`: what the daily run (09:00 in the workspace's zone) sends in the coming week, the
 * reminders it made (drafts to send by hand), and — for whoever edits the templates, folded on top — which kinds and on
 * which channel. On a phone the lists are compact rows.
 */
const RemindersPage = () => {
    const translate = useTranslate();
    const title = usePageTitle('reminder.menu');
    const day = useWorkspaceDay();
    const can = useCan();
    const [version, setVersion] = useState(0);
    return (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Title title={title} />
            <Typography variant="h5" component="h1">
                {title}
            </Typography>
            <Typography variant="body2" color="text.secondary">
                {translate('reminder.intro', { zone: day?.zone ?? '' })}
            </Typography>
            {can('message-template:write') && <ReminderSettingsPanel onSaved={() => setVersion(v => v + 1)} />}
            {day ? (
                <DueThisWeek today={day.today} version={version} />
            ) : (
                <Skeleton variant="rectangular" height={200} />
            )}
            <SentReminders />
        </Box>
    );
};

export default RemindersPage;
