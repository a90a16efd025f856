/** The assistant's platform settings (docs/assistant.md): an OpenAI-compatible model, the daily quota, the log. */
import { allOrNone, httpUrl, type Env, type Fail } from './config-channels';

/** An OpenAI-compatible chat-completions endpoint. */
export interface ModelEndpoint {
    /** e.g. https://api.openai.com/v1 (requests go to `{baseUrl}/chat/completions`) */
    baseUrl: string;
    /** null: the endpoint takes no key (a model served on the garage's own network) */
    apiKey: string | null;
    model: string;
    /**
     * Under the endpoint rule (https, public addresses only, checked at each connection): a workspace's own model
     * unless ALLOW_PRIVATE_ENDPOINTS; false for the platform's, which the operator set.
     */
    publicOnly: boolean;
}

export interface AssistantConfig {
    /** The platform's model; null: the built-in assistant answers unless a workspace sets its own. */
    model: ModelEndpoint | null;
    /** Calls one workspace may make in a day (its time zone's day). */
    dailyLimit: number;
    /** Keep what was sent to the model and what it answered with each logged call. */
    logPrompts: boolean;
    /** How long one request to the model may take, its whole answer included (one retry may follow a failed one). */
    timeoutMs: number;
}

/** AI_BASE_URL, AI_API_KEY and AI_MODEL: all three, or none (the built-in assistant). */
export function platformModel(env: Env, fail: Fail): ModelEndpoint | null {
    const baseUrl = httpUrl(env, 'AI_BASE_URL', fail);
    if (!allOrNone(env, ['AI_BASE_URL', 'AI_API_KEY', 'AI_MODEL'], fail)) return null;
    return { baseUrl: baseUrl!, apiKey: env.AI_API_KEY!, model: env.AI_MODEL!, publicOnly: false };
}
