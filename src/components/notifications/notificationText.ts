import type { TranslateFunction as Translate } from 'react-admin';
import type { Clock } from '../../session/zone';
import type { NotificationArgs, NotificationKind } from '../../../common/notifications';
import type { Notification } from './useNotificationFeed';

type ArgName = { [K in NotificationKind]: keyof NotificationArgs[K] }[NotificationKind];

/** "3 Dec, 10:00", "12月3日 10:00": a booking's start on the garage's clock. */
const shortMoment = (iso: string, { zone, locale }: Clock) =>
    new Date(iso).toLocaleString(locale, {
        timeZone: zone,
        day: 'numeric',
        month: 'short',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
    });

/** Args the server gives raw, written for the reader; the others (names, plates, numbers) go in as they are. */
const ARG_FORMATS: Partial<Record<ArgName, (value: string, translate: Translate, clock: Clock) => string>> = {
    starts_at: (value, _, clock) => shortMoment(value, clock),
    message_kind: (value, translate) => translate(`motor-garage.message.kind.${value}`, { _: value }),
};

const formattedArgs = (notification: Notification, translate: Translate, clock: Clock) =>
    Object.fromEntries(
        Object.entries(notification.args).map(([name, value]) => {
            const format = ARG_FORMATS[name as ArgName];
            return [name, format ? format(String(value), translate, clock) : value];
        }),
    );

/** "J-2026-00042: Chan Tai Man answered the estimate": the title in the reader's language. */
export const notificationTitle = (notification: Notification, translate: Translate, clock: Clock): string =>
    translate(notification.title_key, { ...formattedArgs(notification, translate, clock), _: notification.kind });

/** The kinds with a second line (`common.notifications.detail.<kind>`). */
const WITH_DETAIL: ReadonlySet<NotificationKind> = new Set(['estimate_answered']);

/** A second line some kinds have ("2 approved, 1 declined"); null for the others. */
export const notificationDetail = (notification: Notification, translate: Translate): string | null =>
    WITH_DETAIL.has(notification.kind)
        ? translate(`common.notifications.detail.${notification.kind}`, notification.args)
        : null;

/** The page a notification opens: its record's, except a message's, which opens its customer's (their timeline). */
export const notificationTarget = (notification: Notification): { resource: string; id: number } => {
    const customerId = notification.args.customer_id;
    return notification.kind === 'message_failed' && typeof customerId === 'number'
        ? { resource: 'relationship/customer', id: customerId }
        : { resource: notification.resource, id: notification.record_id };
};

const MINUTE = 60;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** "5 minutes ago", "yesterday", "3 分鐘前"; past a week, the day it happened (on the garage's clock). */
export const relativeTime = (iso: string, clock: Clock, now = Date.now()): string => {
    const seconds = Math.round((Date.parse(iso) - now) / 1000);
    const ago = Math.abs(seconds);
    const format = new Intl.RelativeTimeFormat(clock.locale, { numeric: 'auto' });
    if (ago < MINUTE) return format.format(0, 'second');
    if (ago < HOUR) return format.format(Math.round(seconds / MINUTE), 'minute');
    if (ago < DAY) return format.format(Math.round(seconds / HOUR), 'hour');
    if (ago < 7 * DAY) return format.format(Math.round(seconds / DAY), 'day');
    return new Date(iso).toLocaleDateString(clock.locale, { dateStyle: 'medium', timeZone: clock.zone });
};
