// BASE BRANCH ONLY: the assistant's service, filled in by the server helper. Never lands like this.
import type { Static } from 'typebox';
import type { App } from '../../http/app-type';
import type { Principal } from '../auth/sessions';
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
    VehicleSummaryQuery,
} from './schemas';

type WorkspacePrincipal = Extract<Principal, { kind: 'workspace' }>;

export interface Assistant {
    draftJob(principal: WorkspacePrincipal, body: Static<typeof JobDraftBody>): Promise<JobDraft>;
    draftMessage(principal: WorkspacePrincipal, body: Static<typeof MessageDraftBody>): Promise<MessageDraft>;
    explain(principal: WorkspacePrincipal, body: Static<typeof ExplainBody>): Promise<Explanation>;
    summariseVehicle(
        principal: WorkspacePrincipal,
        vehicleId: number,
        query: Static<typeof VehicleSummaryQuery>,
    ): Promise<VehicleSummary>;
    readSettings(principal: WorkspacePrincipal): Promise<AssistantSettings>;
    saveSettings(principal: WorkspacePrincipal, body: Static<typeof AssistantSettingsBody>): Promise<AssistantSettings>;
}

export function assistant(_app: App): Assistant {
    throw new Error('not built yet');
}
