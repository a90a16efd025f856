import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { IdParams, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../plugins/auth';
import {
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
import { assistant } from './service';

const tags = ['motor-garage/assistant'];
const drafts =
    'A draft for a person to confirm: the assistant saves and sends nothing. 429 quota_exceeded past the daily limit.';

/** The assistant (DESIGN §15): drafts for staff, from the built-in assistant or the configured model. */
export default async function assistantRoutes(app: App) {
    app.post(
        '/api/v3/motor-garage/assistant/job-draft',
        {
            config: { auth: 'workspace', permission: 'assistant:use' },
            schema: {
                operationId: 'draftJobLines',
                summary: "Lines from the garage's own catalogue for a customer's complaint, each with a reason",
                description: `${drafts} Prices are the catalogue's.`,
                tags,
                security: bearer,
                body: JobDraftBody,
                response: responses({ 200: Ok(JobDraft) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).draftJob(principal, request.body));
        },
    );

    app.post(
        '/api/v3/motor-garage/assistant/message-draft',
        {
            config: { auth: 'workspace', permission: 'assistant:use' },
            schema: {
                operationId: 'draftMessage',
                summary:
                    'A message to a customer, worded for them in their language, its placeholders filled by the server',
                description: drafts,
                tags,
                security: bearer,
                body: MessageDraftBody,
                response: responses({ 200: Ok(MessageDraft) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).draftMessage(principal, request.body));
        },
    );

    app.post(
        '/api/v3/motor-garage/assistant/explain',
        {
            config: { auth: 'workspace', permission: 'assistant:use' },
            schema: {
                operationId: 'explainNote',
                summary: "A technician's shorthand in words a customer understands",
                description: drafts,
                tags,
                security: bearer,
                body: ExplainBody,
                response: responses({ 200: Ok(Explanation) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).explain(principal, request.body));
        },
    );

    app.get(
        '/api/v3/motor-garage/vehicle/:id/summary',
        {
            config: { auth: 'workspace', permission: 'assistant:use' },
            schema: {
                operationId: 'summariseVehicle',
                summary: "A vehicle's visits, mileage trend, recurring work and what is due",
                description: 'Needs vehicle:read and invoice:read too. 429 quota_exceeded past the daily limit.',
                tags,
                security: bearer,
                params: IdParams,
                querystring: VehicleSummaryQuery,
                response: responses({ 200: Ok(VehicleSummary) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).summariseVehicle(principal, request.params.id, request.query));
        },
    );

    app.get(
        '/api/v3/motor-garage/assistant-settings',
        {
            config: { auth: 'workspace', permission: 'assistant:use' },
            schema: {
                operationId: 'getAssistantSettings',
                summary: "Who answers the workspace's assistant calls, and how many it has left today",
                tags,
                security: bearer,
                response: responses({ 200: Ok(AssistantSettings) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).readSettings(principal));
        },
    );

    app.put(
        '/api/v3/motor-garage/assistant-settings',
        {
            config: { auth: 'workspace', permission: 'workspace:write' },
            schema: {
                operationId: 'updateAssistantSettings',
                summary: "The workspace's own OpenAI-compatible model (base_url and model both null: the platform's)",
                tags,
                security: bearer,
                body: AssistantSettingsBody,
                response: responses({ 200: Ok(AssistantSettings) }),
            },
        },
        async request => {
            const principal = requirePrincipal(request, 'workspace');
            return ok(request, await assistant(app).saveSettings(principal, request.body));
        },
    );
}
