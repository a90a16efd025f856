import type { MessageChannel, MessageKind } from '../../../common/messages';
import { api, quietFetch, unwrap } from '../../api/client';
import { ifMatch } from '../../api/staleReload';
import type { paths } from '../../api/schema';

const MESSAGES = '/api/v3/motor-garage/message';

/** A message as the API answers it (docs/api.md, "Messages"). */
export type Message =
    paths['/api/v3/motor-garage/message/{id}']['get']['responses'][200]['content']['application/json']['data'];
/** The workspace's message channels: which go out by themselves, and whose accounts send them. */
export type MessageChannels =
    paths['/api/v3/motor-garage/message-channels']['get']['responses'][200]['content']['application/json']['data'];
export type MessageChannelsBody = NonNullable<
    paths['/api/v3/motor-garage/message-channels']['put']['requestBody']
>['content']['application/json'];
type SentMessage =
    paths['/api/v3/motor-garage/message/{id}/send']['post']['responses'][200]['content']['application/json']['data'];

/** The record a message is about: a job, a booking or a vehicle, with its customer. */
export interface MessageAbout {
    customer_id: number;
    job_id?: number;
    booking_id?: number;
    vehicle_id?: number;
}

const at = (id: number) => ({ params: { path: { id } } });

/** The message calls of the send dialog; a refused one rejects with ApiError (already toasted). */
export const messageCalls = {
    /** A draft of `kind`, its subject and body the template filled in the customer's language. */
    draft: (about: MessageAbout, kind: MessageKind, channel: MessageChannel) =>
        unwrap<Message>(api.POST(MESSAGES, { body: { ...about, kind, channel } })),
    edit: (draft: Message, body: { subject?: string | null; body?: string | null }) =>
        unwrap<Message>(api.PUT(`${MESSAGES}/{id}`, { ...at(draft.id), headers: ifMatch(draft.version), body })),
    /** A draft the dialog no longer needs; a failure is of no interest to the user. */
    discard: (id: number) => api.DELETE(`${MESSAGES}/{id}`, { ...at(id), fetch: quietFetch }).catch(() => undefined),
    send: (id: number) => unwrap<SentMessage>(api.POST(`${MESSAGES}/{id}/send`, at(id))),
    channels: () => unwrap<MessageChannels>(api.GET('/api/v3/motor-garage/message-channels')),
    saveChannels: (body: MessageChannelsBody) =>
        unwrap<MessageChannels>(api.PUT('/api/v3/motor-garage/message-channels', { body })),
};
