import { Type, type TBoolean } from 'typebox';
import {
    DAILY_REMINDER_KINDS,
    DUE_RANGE_MAX_DAYS,
    REMINDER_CHANNELS,
    REMINDERS_PER_DAY,
    type DailyReminderKind,
} from '../../../common/reminders';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { invalid } from '../../http/errors';
import { ok } from '../../http/reply';
import { Day, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { automaticChannels } from '../message/delivery/providers';
import { daysBetween } from './days';
import { dueList, DueReminderItem } from './due';
import { readReminderSettings, saveReminderSettings } from './settings';

const tags = ['motor-garage/reminder'];

const channel = Type.Enum([...REMINDER_CHANNELS], {
    'x-enum-namespace': 'motor-garage.message.channel',
    description: 'Tried first for each customer; then WhatsApp, SMS and e-mail, the first that reaches them by itself',
});
const kinds = Type.Object(
    Object.fromEntries(DAILY_REMINDER_KINDS.map(kind => [kind, Type.Boolean()])) as Record<DailyReminderKind, TBoolean>,
    { additionalProperties: false, description: 'Each reminder kind: on (made by the daily run) or off' },
);
const remindersPerDay = Type.Integer({
    minimum: REMINDERS_PER_DAY.min,
    maximum: REMINDERS_PER_DAY.max,
    description: 'At most this many reminder messages a day; the rest wait for the next day, oldest due first',
});
const settingsFields = { kinds, channel, reminders_per_day: remindersPerDay };

const ReminderSettingsSchema = Type.Object(settingsFields, { title: 'ReminderSettings' });
const ReminderSettingsBody = Type.Object(settingsFields, {
    additionalProperties: false,
    title: 'ReminderSettingsBody',
});

const DueQuery = Type.Object({
    from: Day({ description: "The first run's day, in the workspace's time zone" }),
    to: Day({ description: `The last run's day (included; at most ${DUE_RANGE_MAX_DAYS} days in all)` }),
});

/** The workspace's reminder settings, and what its daily runs will make. */
export default async function reminderRoutes(app: App) {
    app.get(
        '/api/v3/motor-garage/reminder-settings',
        {
            config: { auth: 'workspace', permission: 'message:read' },
            schema: {
                operationId: 'getReminderSettings',
                summary: 'Which reminder kinds the daily run makes, on which channel first, and how many a day',
                tags,
                security: bearer,
                response: responses({ 200: Ok(ReminderSettingsSchema) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            return ok(request, await withTenant(app.db, workspaceId, tx => readReminderSettings(tx, workspaceId)));
        },
    );

    app.put(
        '/api/v3/motor-garage/reminder-settings',
        {
            config: { auth: 'workspace', permission: 'message-template:write' },
            schema: {
                operationId: 'updateReminderSettings',
                summary: 'Switch reminder kinds on or off, choose the first channel and the daily limit (all given)',
                tags,
                security: bearer,
                body: ReminderSettingsBody,
                response: responses({ 200: Ok(ReminderSettingsSchema) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const saved = await withTenant(app.db, workspaceId, tx =>
                saveReminderSettings(tx, workspaceId, request.body),
            );
            return ok(request, saved);
        },
    );

    app.get(
        '/api/v3/motor-garage/reminder/due',
        {
            config: { auth: 'workspace', permission: 'message:read' },
            schema: {
                operationId: 'listDueReminders',
                summary: 'The reminders the daily runs of a range of days will make, by the day they go out',
                description:
                    'Kinds switched off are left out; customers without consent or a contact are listed (they get ' +
                    'none); what the daily limit holds over says so, and goes on a later day.',
                tags,
                security: bearer,
                querystring: DueQuery,
                response: responses({ 200: Ok(Type.Array(DueReminderItem)) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { from, to } = request.query;
            const days = daysBetween(from, to) + 1;
            if (days < 1) throw invalid('to', 'before_from', 'The range ends before it starts');
            if (days > DUE_RANGE_MAX_DAYS)
                throw invalid('to', 'too_long', `A range covers ${DUE_RANGE_MAX_DAYS} days at most`);
            const list = await withTenant(app.db, workspaceId, async tx =>
                dueList(tx, workspaceId, { from, to }, automaticChannels(await app.channelsOf(tx, workspaceId))),
            );
            return ok(request, list);
        },
    );
}
