import type { Config } from '../../../config';
import type { SecretBox } from '../../../crypto/secret-box';
import { withTenant } from '../../../db/tenant';
import { bearer, type App } from '../../../http/app-type';
import { ok } from '../../../http/reply';
import { Ok, responses } from '../../../http/schemas';
import { requirePrincipal } from '../../../http/principal';
import { MessageChannelSettings, MessageChannelSettingsBody } from './schemas';
import { assertSmsEndpoint, describeChannels, readChannelRow, saveChannelRow } from './settings';

const tags = ['motor-garage/message'];
const PATH = '/api/v3/motor-garage/message-channels';

/** The workspace's own WhatsApp number and SMS account: which channels its messages go out on by themselves. */
export default async function messageChannelRoutes(
    app: App,
    { config, box, changed }: { config: Config; box: SecretBox; changed: (workspaceId: number) => void },
) {
    app.get(
        PATH,
        {
            config: { auth: 'workspace', permission: 'message:read' },
            schema: {
                operationId: 'getMessageChannels',
                summary:
                    "Which channels the workspace's messages go out on by themselves, and whose accounts send them",
                tags,
                security: bearer,
                response: responses({ 200: Ok(MessageChannelSettings) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            const row = await withTenant(app.db, workspaceId, tx => readChannelRow(tx, workspaceId));
            return ok(request, describeChannels(row, config, box, workspaceId));
        },
    );

    app.put(
        PATH,
        {
            config: { auth: 'workspace', permission: 'workspace:write' },
            schema: {
                operationId: 'updateMessageChannels',
                summary: "The workspace's own WhatsApp Cloud API number and SMS account (null: the platform's, if any)",
                description:
                    'Tokens are stored encrypted and never answered; a token left out keeps the stored one. 400 ' +
                    'validation_failed (required) for an account without a token. 400 endpoint_not_allowed ' +
                    '(details: sms.url) for an SMS endpoint that is not https or whose host resolves to a loopback, ' +
                    'private, link-local or other non-public address (unless the server runs with ' +
                    'ALLOW_PRIVATE_ENDPOINTS=true); it is checked again at every connection.',
                tags,
                security: bearer,
                body: MessageChannelSettingsBody,
                response: responses({ 200: Ok(MessageChannelSettings) }),
            },
        },
        async request => {
            const { workspaceId } = requirePrincipal(request, 'workspace');
            await assertSmsEndpoint(request.body, { allowPrivate: config.allowPrivateEndpoints });
            const row = await withTenant(app.db, workspaceId, tx => saveChannelRow(tx, workspaceId, request.body, box));
            changed(workspaceId);
            return ok(request, describeChannels(row, config, box, workspaceId));
        },
    );
}
