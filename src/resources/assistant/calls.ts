import { api, quietFetch, unwrap } from '../../api/client';
import type { operations } from '../../api/schema';

const ASSISTANT = '/api/v3/motor-garage/assistant';
const SETTINGS = '/api/v3/motor-garage/assistant-settings';

type Answer<O extends keyof operations> = operations[O] extends {
    responses: { 200: { content: { 'application/json': { data: infer D } } } };
}
    ? D
    : never;
type Request<O extends keyof operations> = operations[O] extends {
    requestBody: { content: { 'application/json': infer B } };
}
    ? B
    : never;

export type JobDraft = Answer<'draftJobLines'>;
export type JobDraftLine = JobDraft['lines'][number];
export type MessageDraft = Answer<'draftMessage'>;
export type Explanation = Answer<'explainNote'>;
export type VehicleSummary = Answer<'summariseVehicle'>;
export type AssistantSettings = Answer<'getAssistantSettings'>;
export type MessageDraftRequest = Request<'draftMessage'>;
export type AssistantSettingsChange = Request<'updateAssistantSettings'>;
export type AssistantLocale = Request<'explainNote'>['locale'];

/** Who wrote an answer, as every answer of the assistant says (and, for a fallback, why). */
export type Authorship = Pick<JobDraft, 'source' | 'fallback'> & Partial<Pick<JobDraft, 'fallback_reason'>>;

/**
 * The assistant's calls; a refused one rejects with ApiError, already toasted (429 `quota_exceeded` past
 * the workspace's daily limit). Every answer is a draft: asking saves and sends nothing.
 */
export const assistantCalls = {
    draftJob: (body: Request<'draftJobLines'>) => unwrap<JobDraft>(api.POST(`${ASSISTANT}/job-draft`, { body })),
    draftMessage: (body: MessageDraftRequest) => unwrap<MessageDraft>(api.POST(`${ASSISTANT}/message-draft`, { body })),
    explain: (body: Request<'explainNote'>) => unwrap<Explanation>(api.POST(`${ASSISTANT}/explain`, { body })),
    /** Loaded beside the vehicle's page, whose card says a failure quietly: no toast. */
    summariseVehicle: (id: number, locale: AssistantLocale) =>
        unwrap<VehicleSummary>(
            api.GET('/api/v3/motor-garage/vehicle/{id}/summary', {
                params: { path: { id }, query: { locale } },
                fetch: quietFetch,
            }),
        ),
    settings: () => unwrap<AssistantSettings>(api.GET(SETTINGS)),
    saveSettings: (body: AssistantSettingsChange) => unwrap<AssistantSettings>(api.PUT(SETTINGS, { body })),
};
