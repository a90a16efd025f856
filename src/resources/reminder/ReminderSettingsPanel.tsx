import { Box, FormControlLabel, FormGroup, MenuItem, Switch, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { Button, useNotify, useTranslate } from 'react-admin';
import { DAILY_REMINDER_KINDS, REMINDER_CHANNELS, type ReminderChannel } from '../../../common/reminders';
import { Panel } from '../statistic/Panels';
import { reminderCalls, type ReminderSettings } from './calls';

const t = (key: string) => `reminder.settings.${key}`;

/** Each reminder kind on or off, and the channel they go on; saved together (`onSaved` reloads what is due). */
export const ReminderSettingsPanel = ({ onSaved }: { onSaved: () => void }) => {
    const translate = useTranslate();
    const notify = useNotify();
    const [settings, setSettings] = useState<ReminderSettings | null>(null);
    const [saving, setSaving] = useState(false);
    useEffect(() => {
        reminderCalls.settings().then(setSettings, () => undefined);
    }, []);
    if (!settings) return null;
    const save = async () => {
        setSaving(true);
        try {
            setSettings(await reminderCalls.saveSettings(settings));
            notify(t('saved'), { type: 'success' });
            onSaved();
        } catch {
            // the client has shown the toast
        } finally {
            setSaving(false);
        }
    };
    return (
        <Panel title={t('title')}>
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
            <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', mt: 2, flexWrap: 'wrap' }}>
                <TextField
                    select
                    size="small"
                    label={translate(t('channel'))}
                    value={settings.channel}
                    onChange={event => setSettings({ ...settings, channel: event.target.value as ReminderChannel })}
                    sx={{ minWidth: 180 }}
                >
                    {REMINDER_CHANNELS.map(channel => (
                        <MenuItem key={channel} value={channel}>
                            {translate(`motor-garage.message.channel.${channel}`)}
                        </MenuItem>
                    ))}
                </TextField>
                <Button label="ra.action.save" variant="contained" onClick={save} disabled={saving} />
            </Box>
        </Panel>
    );
};
