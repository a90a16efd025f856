import type { FastifyRequest } from 'fastify';
import { LOCALES, type Locale } from '../../../common/locales';
import type { Config } from '../../config';
import { bearer, type App } from '../../http/app-type';
import { forbidden } from '../../http/errors';
import { ok } from '../../http/reply';
import { IdParams, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
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
import { assistant, type Caller } from './service';

const tags = ['motor-garage/assistant'];
const drafts =
    'A draft for a person to confirm: the assistant saves and sends nothing. 429 quota_exceeded past the daily limit.';

/** The language the staff member works in: the request's X-Locale, else English. */
function staffLocale(request: FastifyRequest): Locale {
    const asked = String(request.headers['x-locale'] ?? '').toLowerCase();
    return LOCALES.includes(asked as Locale) ? (asked as Locale) : 'en';
}

/** The assistant (docs/assistant.md): drafts for staff, from the built-in assistant or the configured model. */
export default async function assistantRoutes(app: App, options: { config: Config }) {
    const service = assistant(app.db, options.config, app.log);
    const callerOf = (request: FastifyRequest): Caller => {
        const { workspaceId, userId, membershipId } = requirePrincipal(request, 'workspace');
        return { workspaceId, userId, membershipId, locale: staffLocale(request), origin: app.publicOrigin(request) };
    };
    /** 403 unless the session holds every one of `permissions` too (the route's own is checked before). */
    const requireAlso = async (request: FastifyRequest, ...permissions: string[]) => {
        const held = await app.permissionsOf(request);
        if (!permissions.every(permission => held.has(permission))) throw forbidden();
    };
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
            return ok(request, await service.draftJob(callerOf(request), request.body));
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
                description:
                    `${drafts} Needs message:write too. Another workspace's customer, job, booking, vehicle or draft: ` +
                    '404. Without message_id the portal links its {{link}} and {{opt_out_link}} give are made, as a ' +
                    'new draft makes them. The built-in assistant fills the template and leaves instructions aside.',
                tags,
                security: bearer,
                body: MessageDraftBody,
                response: responses({ 200: Ok(MessageDraft) }),
            },
        },
        async request => {
            await requireAlso(request, 'message:write');
            return ok(request, await service.draftMessage(callerOf(request), request.body));
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
            return ok(request, await service.explain(callerOf(request), request.body));
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
            await requireAlso(request, 'vehicle:read', 'invoice:read');
            const caller = callerOf(request);
            return ok(
                request,
                await service.summariseVehicle(caller, request.params.id, request.query.locale ?? caller.locale),
            );
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
            return ok(request, await service.readSettings(callerOf(request)));
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
            return ok(request, await service.saveSettings(callerOf(request), request.body));
        },
    );
}
