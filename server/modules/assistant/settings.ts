import { eq } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { AssistantConfig } from '../../config-assistant';
import type { Tx } from '../../db/client';
import { assistantSettings } from '../../db/schema';
import { invalid } from '../../http/errors';
import { isHttpUrl } from '../../http/urls';
import type { ChosenModel } from './answer';
import type { AssistantSettings, AssistantSettingsBody } from './schemas';
import type { SecretBox } from '../../crypto/secret-box';
import { assertEndpointAllowed, type EndpointPolicy } from '../../outbound';

type Row = typeof assistantSettings.$inferSelect;

export const readSettingsRow = async (tx: Tx, workspaceId: number): Promise<Row | undefined> =>
    (await tx.select().from(assistantSettings).where(eq(assistantSettings.workspaceId, workspaceId)))[0];

const ownModel = (row: Row | undefined) =>
    row?.baseUrl && row.model ? { baseUrl: row.baseUrl, model: row.model } : null;

/**
 * Who answers: the workspace's own model (under the endpoint rule unless ALLOW_PRIVATE_ENDPOINTS), else the
 * platform's, else nobody (the built-in assistant).
 */
export function chooseModel(
    row: Row | undefined,
    { config, box, endpoints }: { config: AssistantConfig; box: SecretBox; endpoints: EndpointPolicy },
    workspaceId: number,
): ChosenModel | null {
    const own = ownModel(row);
    if (!own) return config.model ? { endpoint: config.model, problem: null } : null;
    const apiKey = row!.apiKeySealed ? box.open(workspaceId, row!.apiKeySealed) : null;
    const problem = row!.apiKeySealed && apiKey === null ? 'the stored API key cannot be opened (set it again)' : null;
    return { endpoint: { ...own, apiKey, publicOnly: !endpoints.allowPrivate }, problem };
}

/** The settings as GET answers them: never the key, only whether one is stored. */
export function describeSettings(row: Row | undefined, config: AssistantConfig, usedToday: number): AssistantSettings {
    const own = ownModel(row);
    return {
        provider: own ? 'workspace' : config.model ? 'platform' : 'builtin',
        base_url: own?.baseUrl ?? null,
        model: own?.model ?? null,
        has_api_key: Boolean(own && row?.apiKeySealed),
        daily_limit: config.dailyLimit,
        used_today: usedToday,
    };
}

/**
 * The settings a workspace may save: base_url http(s) (400 `invalid_format`) with its model (400 `required`), then
 * 400 `endpoint_not_allowed` when base_url points where the server may not call (plain http, loopback, a private
 * network…). Checked before the settings' transaction, as it may ask DNS.
 */
export async function checkSettingsBody(body: Static<typeof AssistantSettingsBody>, endpoints: EndpointPolicy) {
    const { base_url: baseUrl, model } = body;
    if (baseUrl !== null && !isHttpUrl(baseUrl))
        throw invalid('base_url', 'invalid_format', 'The base URL must be an http:// or https:// URL');
    if (baseUrl === null && model !== null) throw invalid('base_url', 'required', 'A model needs its base URL');
    if (baseUrl !== null && model === null) throw invalid('model', 'required', 'A base URL needs its model');
    if (baseUrl !== null) await assertEndpointAllowed('base_url', baseUrl, endpoints);
}

/**
 * Stores the workspace's own model, as `checkSettingsBody` let it pass: base_url and model together (both null: back
 * to the platform's, the key dropped too); api_key left out keeps the stored one, null removes it, text replaces it.
 */
export async function saveSettingsRow(
    tx: Tx,
    workspaceId: number,
    body: Static<typeof AssistantSettingsBody>,
    box: SecretBox,
): Promise<Row | undefined> {
    const { base_url: baseUrl, model } = body;
    const current = await readSettingsRow(tx, workspaceId);
    const apiKeySealed =
        baseUrl === null || body.api_key === null
            ? null
            : body.api_key === undefined
              ? (current?.apiKeySealed ?? null)
              : box.seal(workspaceId, body.api_key);
    const values = { baseUrl: baseUrl?.replace(/\/+$/, '') ?? null, model, apiKeySealed, updatedAt: new Date() };
    await tx
        .insert(assistantSettings)
        .values({ workspaceId, ...values })
        .onConflictDoUpdate({ target: assistantSettings.workspaceId, set: values });
    return readSettingsRow(tx, workspaceId);
}
