import { and, eq, inArray } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { services } from '../../db/schema';
import { invalid } from '../../http/errors';
import { bayLoad, peakOverlap } from '../booking/capacity';

const MINUTE = 60_000;

/** The services a customer may book online: the workspace's active ones, in the order given. */
export async function bookableServices(tx: Tx, workspaceId: number, ids?: readonly number[]) {
    const rows = await tx
        .select({
            id: services.id,
            name: services.name,
            name_zh: services.nameZh,
            duration_minutes: services.durationMinutes,
        })
        .from(services)
        .where(
            and(
                eq(services.workspaceId, workspaceId),
                eq(services.active, true),
                ids ? inArray(services.id, [...ids]) : undefined,
            ),
        )
        .orderBy(services.name, services.id);
    return rows;
}

/** The chosen services, each active and of the workspace (else 400 on `service_ids`), and how long they take together. */
export async function chosenServices(tx: Tx, workspaceId: number, ids: readonly number[]) {
    const unique = [...new Set(ids)];
    const found = unique.length ? await bookableServices(tx, workspaceId, unique) : [];
    if (!unique.length || found.length !== unique.length) {
        throw invalid('service_ids', 'invalid_value', 'Choose services the garage offers online');
    }
    return { ids: unique, minutes: found.reduce((sum, service) => sum + service.duration_minutes, 0) };
}

/** Of `starts`, those at which a booking of `minutes` still finds a bay free all along, as capacity.ts counts them. */
export async function freeStarts(tx: Tx, workspaceId: number, starts: Date[], minutes: number) {
    if (!starts.length) return [];
    const length = minutes * MINUTE;
    const range = { start: starts[0], end: new Date(starts[starts.length - 1].getTime() + length) };
    const { bays, spans } = await bayLoad(tx, workspaceId, { range });
    return starts.filter(start => peakOverlap({ start, end: new Date(start.getTime() + length) }, spans) + 1 <= bays);
}
