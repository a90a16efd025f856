import { Type } from 'typebox';
import { withTenant } from '../../db/tenant';
import { bearer, type App } from '../../http/app-type';
import { ok } from '../../http/reply';
import { IdParams, Nullable, Ok, responses } from '../../http/schemas';
import { requirePrincipal } from '../../http/principal';
import { resourcePath } from '../../resources/declare';
import { findRecord } from '../../resources/queries';
import { detailSchema } from '../../resources/schemas';
import { SEND_MESSAGE } from './delivery/job';
import { messageResource } from './resource';
import { sendMessage } from './send-message';

const Sent = Type.Object(
    {
        ...detailSchema(messageResource).properties,
        click_to_chat_url: Nullable(
            Type.String({ description: 'WhatsApp by hand: the link that opens the chat with the message typed in' }),
        ),
    },
    { title: 'SentMessage' },
);

/** `POST …/message/{id}/send`, as `sendMessage` does it, in a transaction of its own. */
export default async function messageSendRoutes(app: App) {
    const send = (workspaceId: number, id: number) =>
        withTenant(app.db, workspaceId, tx => sendMessage(app, tx, workspaceId, id));

    app.post(
        `${resourcePath(messageResource)}/:id/send`,
        {
            config: { auth: 'workspace', permission: 'message:write' },
            schema: {
                operationId: 'sendMessage',
                summary:
                    'Send a draft or a failed message (once): queued for e-mail, and for WhatsApp and SMS when set up; ' +
                    'WhatsApp otherwise by hand through click_to_chat_url',
                description:
                    'WhatsApp and SMS need the customer’s phone as a valid E.164 number (8 digits alone are a Hong ' +
                    'Kong number, +852): otherwise 400 invalid_phone and nothing changes.',
                tags: [messageResource.name],
                security: bearer,
                params: IdParams,
                response: responses({ 200: Ok(Sent) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const { id } = request.params;
            const { clickToChat } = await send(workspaceId, id);
            app.queue.wake(SEND_MESSAGE);
            const record = await withTenant(app.db, workspaceId, tx =>
                findRecord(tx, messageResource, workspaceId, id),
            );
            return ok(request, { ...record!, click_to_chat_url: clickToChat });
        },
    );
}
