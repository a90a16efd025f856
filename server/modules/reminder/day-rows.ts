import { and, eq, inArray } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import type { Tx } from '../../db/client';
import { customers, vehicles, workspaces } from '../../db/schema';
import type { KnownRows } from '../message/context';
import type { TemplateText } from '../message/defaults';
import { templateFor } from '../message/templates';
import type { DueReminder } from './rules';

const distinct = (ids: (number | null)[]) => [...new Set(ids.filter((id): id is number => id !== null))];

/**
 * What the reminders of one workspace's day share, read in a few statements rather than once a reminder: the
 * workspace, the customers and vehicles they are about, and each kind's template in each language (read when first
 * needed).
 */
export async function readDayRows(tx: Tx, workspaceId: number, reminders: readonly DueReminder[]) {
    const customerIds = distinct(reminders.map(one => one.customerId));
    const vehicleIds = distinct(reminders.map(one => one.vehicleId));
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    const customerRows = customerIds.length
        ? await tx
              .select()
              .from(customers)
              .where(and(eq(customers.workspaceId, workspaceId), inArray(customers.id, customerIds)))
        : [];
    const vehicleRows = vehicleIds.length
        ? await tx
              .select()
              .from(vehicles)
              .where(and(eq(vehicles.workspaceId, workspaceId), inArray(vehicles.id, vehicleIds)))
        : [];
    const known = {
        workspace,
        customers: new Map(customerRows.map(row => [row.id, row])),
        vehicles: new Map(vehicleRows.map(row => [row.id, row])),
    } satisfies KnownRows;
    const templates = new Map<string, Promise<TemplateText>>();
    const templateOf = (kind: MessageKind, locale: Locale) => {
        const key = `${kind}/${locale}`;
        if (!templates.has(key)) templates.set(key, templateFor(tx, workspaceId, kind, locale));
        return templates.get(key)!;
    };
    return { known, templateOf };
}

export type DayRows = Awaited<ReturnType<typeof readDayRows>>;
