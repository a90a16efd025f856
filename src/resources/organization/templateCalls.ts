import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import { api, ApiError, unwrap } from '../../api/client';
import { toastApiFailure, toastNetworkFailure } from '../../api/errorToast';
import type { paths } from '../../api/schema';
import { sendWithPolicy } from '../../api/sessionFetch';
import type { ErrorEnvelope } from '../../api/types';

const TEMPLATE = '/api/v3/motor-garage/message-template/{kind}/{locale}';
const PREVIEW = '/api/v3/motor-garage/message-template/preview';

/** One kind's wording in one language, the default or the workspace's own (`customized`). */
export type MessageTemplate =
    paths['/api/v3/motor-garage/message-template']['get']['responses'][200]['content']['application/json']['data'][number];

/** A draft wording as a customer would read it on one channel (and its length as an SMS). */
export type WordingPreview = paths[typeof PREVIEW]['post']['responses'][200]['content']['application/json']['data'];
export type PreviewRequest = paths[typeof PREVIEW]['post']['requestBody']['content']['application/json'];

/** An unknown placeholder the server named on a field of the wording: shown on that field, never toasted. */
export interface PlaceholderError {
    field: 'subject' | 'body';
    placeholder: string;
}

/** The unknown placeholder a refused call names, if that is why it was refused. */
export const placeholderErrorOf = (error: unknown): PlaceholderError | null => {
    if (!(error instanceof ApiError)) return null;
    const detail = error.details?.find(one => one.error === 'unknown_placeholder' && one.placeholder);
    return detail ? { field: detail.field as PlaceholderError['field'], placeholder: detail.placeholder! } : null;
};

/** The session's policy, the failure left to the caller: an unknown placeholder goes on its field, the rest toasted. */
const fieldFetch = (request: Request) => sendWithPolicy(request, { report: false });
const toastUnlessPlaceholder = (error: unknown): never => {
    if (!(error instanceof ApiError) || error.status === 0) toastNetworkFailure();
    else if (!placeholderErrorOf(error)) toastApiFailure(error.status, error.body as Partial<ErrorEnvelope>);
    throw error;
};

const at = (kind: MessageKind, locale: Locale) => ({ params: { path: { kind, locale } } });

/** The template calls of the message wording page; a refused one rejects with ApiError. */
export const templateCalls = {
    list: () => unwrap<MessageTemplate[]>(api.GET('/api/v3/motor-garage/message-template')),
    /** Refused for an unknown placeholder: not toasted (placeholderErrorOf says which, for its field). */
    save: (kind: MessageKind, locale: Locale, wording: { subject: string; body: string }) =>
        unwrap<MessageTemplate>(api.PUT(TEMPLATE, { ...at(kind, locale), body: wording, fetch: fieldFetch })).catch(
            toastUnlessPlaceholder,
        ),
    reset: (kind: MessageKind, locale: Locale) => unwrap<MessageTemplate>(api.DELETE(TEMPLATE, at(kind, locale))),
    /** Asked as the staff type: never toasted (a placeholder refusal goes on its field, the rest keeps the last one). */
    preview: (request: PreviewRequest) =>
        unwrap<WordingPreview>(
            api.POST(PREVIEW, {
                body: request,
                fetch: (one: Request) => sendWithPolicy(one, { report: false, retry: false }),
            }),
        ),
};
