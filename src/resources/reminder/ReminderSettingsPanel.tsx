import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
    Accordion,
    AccordionDetails,
    AccordionSummary,
    Box,
    FormControlLabel,
    FormGroup,
    MenuItem,
    Switch,
    TextField,
    Typography,
} from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import {
    DAILY_REMINDER_KINDS,
    REMINDER_CHANNELS,
    REMINDERS_PER_DAY,
    type ReminderChannel,
} from '../../../common/reminders';
import { reminderCalls, type ReminderSettings } from './calls';

const t = (key: string) => `reminder.settings.${key}`;

/**
 * Each reminder kind on or off, the channel tried first and the daily limit (a whole number from 0 to 1,000 before
 * Save offers itself); saved together (`onSaved` reloads what is due). Folded at first, a line at the page's top: the
 * lists under it are what the page is opened for.
 */
export const ReminderSettingsPanel = ({ onSaved }: { onSaved: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [settings, setSettings] = useState<ReminderSettings | null>(null);
    // As typed: saved only once it is a whole number in range.
    const [perDay, setPerDay] = useState('');
    const [saving, setSaving] = useState(false);
    const show = (loaded: ReminderSettings) => {
        setSettings(loaded);
        setPerDay(String(loaded.reminders_per_day));
    };
    useEffect(() => {
        reminderCalls.settings().then(show, () => undefined);
    }, []);
    if (!settings) return null;
    const perDayValid = /^\d{1,4}$/.test(perDay.trim()) && Number(perDay) <= REMINDERS_PER_DAY.max;
    const save = async () => {
        setSaving(true);
        try {
            show(await reminderCalls.saveSettings({ ...settings, reminders_per_day: Number(perDay) }));
            notify(t('saved'), { type: 'success' });
            onSaved();
        } catch {
            // the client has shown the toast
        } finally {
            setSaving(false);
        }
    };
    return (
        <Accordion variant="outlined" disableGutters slotProps={{ heading: { component: 'h2' } }}>
            <AccordionSummary expandIcon={<ExpandMoreIcon />}>
                <Typography variant="h6" component="span">
                    {translate(t('title'))}
                </Typography>
            </AccordionSummary>
            <AccordionDetails>
                <FormGroup aria-label={translate(t('kinds'))}>
                    {DAILY_REMINDER_KINDS.map(kind => (
                        <FormControlLabel
                            key={kind}
                            label={translate(`motor-garage.message.kind.${kind}`)}
                            control={
                                <Switch
                                    checked={settings.kinds[kind]}
                                    onChange={event =>
                                        setSettings({
                                            ...settings,
                                            kinds: { ...settings.kinds, [kind]: event.target.checked },
                                        })
                                    }
                                />
                            }
                        />
                    ))}
                </FormGroup>
                <Box sx={{ display: 'flex', gap: 2, alignItems: 'flex-start', mt: 2, flexWrap: 'wrap' }}>
                    <TextField
                        select
                        size="small"
                        label={translate(t('channel'))}
                        value={settings.channel}
                        onChange={event => setSettings({ ...settings, channel: event.target.value as ReminderChannel })}
                        helperText={translate(t('channel_help'))}
                        sx={{ minWidth: 180, maxWidth: 360 }}
                    >
                        {REMINDER_CHANNELS.map(channel => (
                            <MenuItem key={channel} value={channel}>
                                {translate(`motor-garage.message.channel.${channel}`)}
                            </MenuItem>
                        ))}
                    </TextField>
                    <TextField
                        type="number"
                        size="small"
                        label={translate(t('per_day'))}
                        value={perDay}
                        onChange={event => setPerDay(event.target.value)}
                        error={!perDayValid}
                        helperText={translate(t('per_day_help'))}
                        slotProps={{
                            htmlInput: { min: REMINDERS_PER_DAY.min, max: REMINDERS_PER_DAY.max, step: 1 },
                        }}
                        sx={{ maxWidth: 240 }}
                    />
                    <Button
                        label="ra.action.save"
                        variant="contained"
                        onClick={save}
                        disabled={saving || !perDayValid}
                    />
                </Box>
            </AccordionDetails>
        </Accordion>
    );
};
