import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';

const TEMPLATE = '/api/v3/motor-garage/message-template/{kind}/{locale}';

/** One kind's wording in one language, the default or the workspace's own (`customized`). */
export type MessageTemplate =
    paths['/api/v3/motor-garage/message-template']['get']['responses'][200]['content']['application/json']['data'][number];

const at = (kind: MessageKind, locale: Locale) => ({ params: { path: { kind, locale } } });

/** The template calls of the message wording page; a refused one rejects with ApiError (already toasted). */
export const templateCalls = {
    list: () => unwrap<MessageTemplate[]>(api.GET('/api/v3/motor-garage/message-template')),
    save: (kind: MessageKind, locale: Locale, wording: { subject: string; body: string }) =>
        unwrap<MessageTemplate>(api.PUT(TEMPLATE, { ...at(kind, locale), body: wording })),
    reset: (kind: MessageKind, locale: Locale) => unwrap<MessageTemplate>(api.DELETE(TEMPLATE, at(kind, locale))),
};
