import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import { formatDay } from './placeholders';

/** One line of a `vehicle_reminders` message: which car, what is due, and the day. */
export interface VehicleItem {
    kind: MessageKind;
    plate: string;
    day: string;
}

type Line = (plate: string, day: string) => string;

const LINES: Record<Locale, Partial<Record<MessageKind, Line>>> = {
    en: {
        licence_reminder: (plate, day) => `${plate}: vehicle licence expires ${day}`,
        examination_reminder: (plate, day) => `${plate}: annual examination before the licence renewal on ${day}`,
        insurance_reminder: (plate, day) => `${plate}: insurance expires ${day}`,
        service_reminder: (plate, day) => `${plate}: next service due ${day}`,
    },
    'zh-hk': {
        licence_reminder: (plate, day) => `${plate}：車牌 ${day} 到期`,
        examination_reminder: (plate, day) => `${plate}：${day} 續牌之前要驗車`,
        insurance_reminder: (plate, day) => `${plate}：保險 ${day} 到期`,
        service_reminder: (plate, day) => `${plate}：${day} 夠鐘保養`,
    },
    'zh-cn': {
        licence_reminder: (plate, day) => `${plate}：牌照 ${day} 到期`,
        examination_reminder: (plate, day) => `${plate}：${day} 续牌前须通过年检`,
        insurance_reminder: (plate, day) => `${plate}：保险 ${day} 到期`,
        service_reminder: (plate, day) => `${plate}：${day} 该保养了`,
    },
};

const inOrder = (items: readonly VehicleItem[]) =>
    [...items].sort((a, b) => a.day.localeCompare(b.day) || a.plate.localeCompare(b.plate));

const linesOf = (items: readonly VehicleItem[], locale: Locale) =>
    inOrder(items).map(item => LINES[locale][item.kind]!(item.plate, formatDay(item.day, locale)));

/** `{{items}}` in a message's text: one line per item, soonest first. */
export const itemLines = (items: readonly VehicleItem[], locale: Locale) =>
    linesOf(items, locale)
        .map(line => `• ${line}`)
        .join('\n');

/** `{{items}}` as an approved WhatsApp template's parameter, which may hold no line break: one line, `; ` between. */
export const itemsOnOneLine = (items: readonly VehicleItem[], locale: Locale) => linesOf(items, locale).join('; ');

/** What is ahead for a vehicle, from its own dates: what a `vehicle_reminders` message written by hand lists. */
export function vehicleItemsOf(vehicle: {
    plate: string;
    licenceExpiry: string | null;
    insuranceExpiry: string | null;
    nextServiceDate: string | null;
}): VehicleItem[] {
    const dates: [MessageKind, string | null][] = [
        ['licence_reminder', vehicle.licenceExpiry],
        ['insurance_reminder', vehicle.insuranceExpiry],
        ['service_reminder', vehicle.nextServiceDate],
    ];
    return dates.flatMap(([kind, day]) => (day ? [{ kind, plate: vehicle.plate, day }] : []));
}
