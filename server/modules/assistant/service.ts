import type { FastifyBaseLogger } from 'fastify';
import type { Static } from 'typebox';
import type { AssistantFeature } from '../../../common/assistant';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { AppError } from '../../http/errors';
import type { Answered } from './answer';
import { finishCall, reserveCall } from './calls-log';
import type { AssistantContext, Caller } from './context';
import { explainNote } from './explain';
import { draftJob } from './job-draft';
import { draftMessage } from './message-draft';
import { callsToday } from './quota';
import type {
    AssistantSettings,
    AssistantSettingsBody,
    ExplainBody,
    Explanation,
    JobDraft,
    JobDraftBody,
    MessageDraft,
    MessageDraftBody,
    VehicleSummary,
} from './schemas';
import { secretBox } from '../../crypto/secret-box';
import { checkSettingsBody, describeSettings, readSettingsRow, saveSettingsRow } from './settings';
import { summariseVehicle } from './vehicle-summary';

export type { Caller } from './context';

export interface Assistant {
    draftJob(caller: Caller, body: Static<typeof JobDraftBody>): Promise<JobDraft>;
    draftMessage(caller: Caller, body: Static<typeof MessageDraftBody>): Promise<MessageDraft>;
    explain(caller: Caller, body: Static<typeof ExplainBody>): Promise<Explanation>;
    summariseVehicle(caller: Caller, vehicleId: number, locale: Caller['locale']): Promise<VehicleSummary>;
    readSettings(caller: Caller): Promise<AssistantSettings>;
    saveSettings(caller: Caller, body: Static<typeof AssistantSettingsBody>): Promise<AssistantSettings>;
}

/**
 * The assistant (docs/assistant.md). Every call takes its place in the workspace's daily quota first (429 past it)
 * and is logged: who, feature, which assistant answered, how it ended, latency and tokens. It saves and sends
 * nothing else.
 */
export function assistant(db: Db, config: Config, log: FastifyBaseLogger | null = null): Assistant {
    const context: AssistantContext = {
        db,
        config: config.assistant,
        box: secretBox(config.jwtSecret, 'assistant api key'),
        endpoints: { allowPrivate: config.allowPrivateEndpoints },
        log,
    };

    async function tracked<T>(caller: Caller, feature: AssistantFeature, work: () => Promise<Answered<T>>) {
        const id = await reserveCall(db, caller, feature, context.config.dailyLimit);
        const started = performance.now();
        const latencyMs = () => Math.round(performance.now() - started);
        let answered: Answered<T>;
        try {
            answered = await work();
        } catch (error) {
            const key = error instanceof AppError ? error.key : 'internal_error';
            await finishCall(db, caller.workspaceId, id, {
                outcome: 'error',
                source: null,
                error: key,
                usage: null,
                prompt: null,
                latencyMs: latencyMs(),
            });
            throw error;
        }
        await finishCall(db, caller.workspaceId, id, { ...answered, latencyMs: latencyMs() });
        return answered.value;
    }

    const settingsOf = async (caller: Caller, save?: Static<typeof AssistantSettingsBody>) => {
        if (save) await checkSettingsBody(save, context.endpoints);
        return withTenant(db, caller.workspaceId, async tx => {
            const row = save
                ? await saveSettingsRow(tx, caller.workspaceId, save, context.box)
                : await readSettingsRow(tx, caller.workspaceId);
            return describeSettings(row, context.config, (await callsToday(tx, caller.workspaceId)).used);
        });
    };

    return {
        draftJob: (caller, body) => tracked(caller, 'job_draft', () => draftJob(context, caller, body)),
        draftMessage: (caller, body) => tracked(caller, 'message_draft', () => draftMessage(context, caller, body)),
        explain: (caller, body) => tracked(caller, 'explain', () => explainNote(context, caller, body)),
        summariseVehicle: (caller, vehicleId, locale) =>
            tracked(caller, 'vehicle_summary', () => summariseVehicle(context, caller, vehicleId, locale)),
        readSettings: caller => settingsOf(caller),
        saveSettings: (caller, body) => settingsOf(caller, body),
    };
}
