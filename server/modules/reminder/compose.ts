import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import type { messages } from '../../db/schema';
import { composeMessage } from '../message/compose';
import { loadMessageContext, type MessageSubject } from '../message/context';
import { formatDay } from '../message/placeholders';
import { itemLines, itemsOnOneLine } from '../message/vehicle-items';
import type { DayRows } from './day-rows';
import type { PlannedMessage } from './plan';
import type { Reach } from './reach';
import type { DueReminder } from './rules';

const distinct = <T>(values: T[]) => [...new Set(values)];

/** What a reminder message of the run says, and its row: a customer's vehicle items in one, else one reminder. */
export async function reminderMessage(
    tx: Tx,
    workspaceId: number,
    message: PlannedMessage<DueReminder>,
    reach: Reach,
    { origin, known, templateOf }: DayRows & { origin: string },
): Promise<typeof messages.$inferInsert> {
    const customer = known.customers.get(message.customerId)!;
    const locale = customer.preferredLocale as Locale;
    const [first] = message.items;
    const vehicleIds = distinct(message.items.map(item => item.vehicleId));
    const kind: MessageKind = message.vehicles ? 'vehicle_reminders' : first.kind;
    const subject: MessageSubject = message.vehicles
        ? { kind, customer_id: message.customerId, vehicle_id: vehicleIds.length === 1 ? vehicleIds[0] : null }
        : {
              kind,
              customer_id: message.customerId,
              vehicle_id: first.vehicleId,
              job_id: first.jobId,
              booking_id: first.bookingId,
          };
    const context = await loadMessageContext(tx, workspaceId, subject, known);
    const lines = message.items.map(item => ({
        kind: item.kind,
        plate: known.vehicles.get(item.vehicleId!)?.plate ?? '',
        day: item.dueDate,
    }));
    const values = message.vehicles
        ? {
              items: itemLines(lines, locale),
              plate: distinct(lines.map(line => line.plate)).join(', '),
              expiry_date: formatDay(message.dueDate, locale),
          }
        : {};
    const template = await templateOf(kind, locale);
    const composed = await composeMessage(tx, kind, context, { locale, by: null, origin, values, template });
    return {
        workspaceId,
        customerId: message.customerId,
        vehicleId: subject.vehicle_id ?? null,
        jobId: subject.job_id ?? null,
        bookingId: subject.booking_id ?? null,
        kind,
        channel: reach.channel,
        to: reach.to,
        locale,
        subject: composed.subject,
        body: composed.body,
        status: reach.status,
        portalLinkId: composed.portalLinkId,
        templateValues: message.vehicles
            ? { ...composed.values, items: itemsOnOneLine(lines, locale) }
            : composed.values,
        dueDate: message.dueDate,
    };
}
