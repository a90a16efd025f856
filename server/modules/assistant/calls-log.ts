import { and, eq, sql } from 'drizzle-orm';
import type { AssistantFeature, AssistantOutcome, AssistantSource } from '../../../common/assistant';
import type { Db } from '../../db/client';
import { assistantCalls } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import type { Answered } from './answer';
import { callsToday, quotaExceeded } from './quota';

/** An arbitrary constant: with the workspace id, the advisory lock that serialises its calls' reservations. */
const QUOTA_LOCK = 0x41_49_51;

type Finished = Pick<Answered<unknown>, 'usage' | 'error' | 'prompt'> & {
    /** null: the call failed before any assistant answered */
    source: AssistantSource | null;
    outcome: Exclude<AssistantOutcome, 'pending'>;
    latencyMs: number;
};

/**
 * Reserves a call in the workspace's quota: its log row, `pending` until finished, or 429 `quota_exceeded` when the
 * day's calls are used up. The lock makes concurrent calls at the limit count one after the other.
 */
export function reserveCall(
    db: Db,
    { workspaceId, userId }: { workspaceId: number; userId: number },
    feature: AssistantFeature,
    dailyLimit: number,
): Promise<number> {
    return withTenant(db, workspaceId, async tx => {
        await tx.execute(sql`SELECT pg_advisory_xact_lock(${QUOTA_LOCK}, ${workspaceId}::int)`);
        const { used, secondsLeft } = await callsToday(tx, workspaceId);
        if (used >= dailyLimit) throw quotaExceeded(secondsLeft);
        const [row] = await tx
            .insert(assistantCalls)
            .values({ workspaceId, userId, feature })
            .returning({ id: assistantCalls.id });
        return row.id;
    });
}

/** Records how the call ended. */
export function finishCall(db: Db, workspaceId: number, id: number, call: Finished): Promise<void> {
    return withTenant(db, workspaceId, async tx => {
        await tx
            .update(assistantCalls)
            .set({
                source: call.source,
                outcome: call.outcome,
                latencyMs: call.latencyMs,
                promptTokens: call.usage?.promptTokens ?? null,
                completionTokens: call.usage?.completionTokens ?? null,
                error: call.error?.slice(0, 1000) ?? null,
                prompt: call.prompt,
            })
            .where(and(eq(assistantCalls.workspaceId, workspaceId), eq(assistantCalls.id, id)));
    });
}
