import { Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { Panel } from '../statistic/Panels';
import { useClock } from '../../session/useWorkspaceSettings';
import { addDays } from '../../session/zone';
import { reminderCalls, type DueReminder } from './calls';
import { formatDay } from './days';
import { ReminderTable } from './ReminderTable';

const t = (key: string) => `reminder.due.${key}`;

/** What to say of a listed reminder: why it will not go out, or waits, or goes by hand; null when nothing. */
function noteOf(
    reminder: DueReminder,
    today: string,
    showDay: (day: string) => string,
): [string, Record<string, string | number>?] | null {
    if (!reminder.consent) return [t('no_consent')];
    if (!reminder.has_contact) return [t('no_contact')];
    if (reminder.made) return [t('made')];
    if (reminder.held) {
        const { on, limit } = reminder.held;
        if (!reminder.send_on) return [t('held_past'), { limit }];
        if (on === today && reminder.send_on === addDays(today, 1)) return [t('held_tomorrow'), { limit }];
        return [t('held_until'), { limit, day: showDay(reminder.send_on) }];
    }
    return reminder.by_hand ? [t('by_hand')] : null;
}

/** What the daily runs of the coming 7 days make (`today` in the workspace's zone); `version` reloads it. */
export const DueThisWeek = ({ today, version }: { today: string; version: number }) => {
    const translate = useTranslate();
    const clock = useClock();
    const [due, setDue] = useState<DueReminder[] | null>(null);
    useEffect(() => {
        let live = true;
        reminderCalls.due(today, addDays(today, 6)).then(
            list => live && setDue(list),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, [today, version]);
    const columns = ['send_on', 'customer', 'plate', 'kind', 'due_date', 'channel', 'note'];
    return (
        <Panel title={t('title')}>
            {due && !due.length && <Typography color="text.secondary">{translate(t('empty'))}</Typography>}
            {!!due?.length && (
                <ReminderTable
                    label={translate(t('title'))}
                    columns={columns.map(column => translate(t(column)))}
                    lead={[1, 2]}
                    named={[0, 4]}
                    rows={due.map((reminder, index) => {
                        const note = noteOf(reminder, today, day => formatDay(day, clock));
                        return {
                            key: `${index}/${reminder.kind}/${reminder.vehicle_id}/${reminder.booking_id}/${reminder.job_id}/${reminder.due_date}`,
                            cells: [
                                reminder.send_on ? formatDay(reminder.send_on, clock) : '',
                                reminder.customer_name,
                                reminder.plate,
                                translate(`motor-garage.message.kind.${reminder.kind}`),
                                formatDay(reminder.due_date, clock),
                                reminder.channel && translate(`motor-garage.message.channel.${reminder.channel}`),
                                note && translate(...note),
                            ],
                        };
                    })}
                />
            )}
        </Panel>
    );
};
