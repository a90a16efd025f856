import { eq } from 'drizzle-orm';
import { LOCALES } from '../../../../common/locales';
import type { MessageKind } from '../../../../common/messages';
import type { ChannelsConfig, WhatsappTemplates } from '../../../config-channels';
import type { SecretBox } from '../../../crypto/secret-box';
import type { Tx } from '../../../db/client';
import { messageChannelSettings } from '../../../db/schema';
import { invalid } from '../../../http/errors';
import { isHttpUrl } from '../../../http/urls';
import { assertEndpointAllowed, type EndpointPolicy } from '../../../outbound';
import { automaticChannels } from '../delivery/providers';
import type { MessageChannelSettings, MessageChannelSettingsBody } from './schemas';

type Row = typeof messageChannelSettings.$inferSelect;
/** The accounts one workspace's messages go out through (none: that channel is not sent by the server). */
export type Channels = Pick<ChannelsConfig, 'whatsapp' | 'sms'>;
/**
 * The platform's accounts, the Graph API a workspace's own number is reached through, and whether a workspace's own
 * endpoints may be private (ALLOW_PRIVATE_ENDPOINTS).
 */
export type PlatformChannels = Pick<ChannelsConfig, 'whatsapp' | 'sms' | 'whatsappApiUrl'> & {
    allowPrivateEndpoints: boolean;
};
type Source = MessageChannelSettings['sms']['source'];

export const readChannelRow = async (tx: Tx, workspaceId: number): Promise<Row | undefined> =>
    (await tx.select().from(messageChannelSettings).where(eq(messageChannelSettings.workspaceId, workspaceId)))[0];

/** A workspace's template names, one per kind: a template at Meta has one name in every language it is written in. */
const inEveryLanguage = (templates: Record<string, string>): WhatsappTemplates =>
    Object.fromEntries(
        Object.entries(templates).map(([kind, name]) => [kind, Object.fromEntries(LOCALES.map(at => [at, name]))]),
    ) as WhatsappTemplates;

/** One channel: the workspace's own account where set (null while its token does not open), else the platform's. */
function choose<T>(own: boolean, opened: T | null, platform: T | null) {
    const source: Source = own ? 'workspace' : platform ? 'platform' : 'none';
    return { config: own ? opened : platform, source, unreadable: own && opened === null };
}

/** The channels a workspace's messages go out on, and whose they are. */
export function channelsFor(row: Row | undefined, platform: PlatformChannels, box: SecretBox, workspaceId: number) {
    const open = (sealed: string | null | undefined) => (sealed ? box.open(workspaceId, sealed) : null);
    const whatsappToken = open(row?.whatsappTokenSealed);
    const smsToken = open(row?.smsTokenSealed);
    const whatsapp = choose(
        Boolean(row?.whatsappPhoneNumberId),
        whatsappToken && row?.whatsappPhoneNumberId
            ? {
                  apiUrl: platform.whatsappApiUrl,
                  token: whatsappToken,
                  phoneNumberId: row.whatsappPhoneNumberId,
                  templates: inEveryLanguage(row.whatsappTemplates),
              }
            : null,
        platform.whatsapp,
    );
    const sms = choose(
        Boolean(row?.smsUrl),
        smsToken && row?.smsUrl && row.smsFrom
            ? { url: row.smsUrl, from: row.smsFrom, token: smsToken, publicOnly: !platform.allowPrivateEndpoints }
            : null,
        platform.sms,
    );
    return { channels: { whatsapp: whatsapp.config, sms: sms.config } satisfies Channels, whatsapp, sms };
}

/** The settings as GET answers them: never a token, only whether one is stored and opens. */
export function describeChannels(
    row: Row | undefined,
    platform: PlatformChannels,
    box: SecretBox,
    workspaceId: number,
): MessageChannelSettings {
    const { channels, whatsapp, sms } = channelsFor(row, platform, box, workspaceId);
    return {
        automatic: automaticChannels(channels),
        whatsapp: {
            source: whatsapp.source,
            phone_number_id: row?.whatsappPhoneNumberId ?? null,
            has_token: Boolean(row?.whatsappTokenSealed),
            token_unreadable: whatsapp.unreadable,
            templates: row?.whatsappTemplates ?? {},
        },
        sms: {
            source: sms.source,
            url: row?.smsUrl ?? null,
            from: row?.smsFrom ?? null,
            has_token: Boolean(row?.smsTokenSealed),
            token_unreadable: sms.unreadable,
        },
    };
}

/**
 * 400 `endpoint_not_allowed` on sms.url when it points where the server may not call (plain http, loopback, a
 * private network…): checked before the settings' transaction, as it may ask DNS. A workspace's own
 * WhatsApp number is reached through the platform's Graph API, which the operator set.
 */
export async function assertSmsEndpoint({ sms }: MessageChannelSettingsBody, endpoints: EndpointPolicy) {
    if (sms && isHttpUrl(sms.url)) await assertEndpointAllowed('sms.url', sms.url, endpoints);
}

/**
 * Stores the workspace's own WhatsApp number and SMS account. A channel null forgets its account (and token); a
 * token left out keeps the stored one, and an account without a token, stored or given, is refused.
 */
export async function saveChannelRow(
    tx: Tx,
    workspaceId: number,
    { whatsapp, sms }: MessageChannelSettingsBody,
    box: SecretBox,
): Promise<Row | undefined> {
    if (sms && !isHttpUrl(sms.url))
        throw invalid('sms.url', 'invalid_format', 'The SMS endpoint must be an http(s) URL');
    const current = await readChannelRow(tx, workspaceId);
    const sealed = (given: string | undefined, stored: string | null | undefined) =>
        given !== undefined ? box.seal(workspaceId, given) : (stored ?? null);
    const values = {
        whatsappPhoneNumberId: whatsapp?.phone_number_id ?? null,
        whatsappTokenSealed: whatsapp ? sealed(whatsapp.token, current?.whatsappTokenSealed) : null,
        whatsappTemplates: whatsapp
            ? ((whatsapp.templates as Partial<Record<MessageKind, string>> | undefined) ??
              current?.whatsappTemplates ??
              {})
            : {},
        smsUrl: sms?.url.replace(/\/+$/, '') ?? null,
        smsFrom: sms?.from ?? null,
        smsTokenSealed: sms ? sealed(sms.token, current?.smsTokenSealed) : null,
        updatedAt: new Date(),
    };
    if (whatsapp && !values.whatsappTokenSealed)
        throw invalid('whatsapp.token', 'required', 'A WhatsApp number needs its access token');
    if (sms && !values.smsTokenSealed) throw invalid('sms.token', 'required', 'An SMS account needs its token');
    await tx
        .insert(messageChannelSettings)
        .values({ workspaceId, ...values })
        .onConflictDoUpdate({ target: messageChannelSettings.workspaceId, set: values });
    return readChannelRow(tx, workspaceId);
}
