import OpenAI from 'openai';
import type { TSchema } from 'typebox';
import type { FallbackReason } from '../../../../common/assistant';
import type { ModelEndpoint } from '../../../config-assistant';
import { retryableStatus, retryAfterMs, statusReason } from '../../../outbound';
import { checkAnswer } from './answer-check';
import { boundedFetch, failureOf, MODEL_ANSWER_MAX_BYTES } from './model-exchange';

/** What the model is asked: a system prompt of ours, the data as the user message, the schema of the answer. */
export interface ModelQuestion {
    /** The schema's name for the provider (letters, digits, `_`). */
    name: string;
    schema: TSchema;
    system: string;
    /** The data (the customer's text among it) as JSON: quoted, never instructions. */
    data: object;
}

export interface TokenUsage {
    promptTokens: number;
    completionTokens: number;
}

export type ModelReply =
    | { ok: true; value: unknown; usage: TokenUsage | null; content: string }
    | {
          ok: false;
          reason: FallbackReason;
          /** In our words, for the call's log: never the provider's text. */
          error: string;
          /** The provider's own words (an HTTP error's body), for the server log only. */
          providerText: string | null;
          usage: TokenUsage | null;
          content: string | null;
      };

/** Before the one retry, when the model does not say how long to wait. */
const RETRY_DELAY_MS = 500;
/** A model asking to wait longer than this (Retry-After) is not asked again: the staff member would wait for it. */
export const RETRY_WAIT_MAX_MS = 2_000;

/** One request's reply, and whether (and after how long) asking again may help. */
type Attempt = { reply: ModelReply; retry: boolean; retryAfterMs: number | null };

const failed = (reason: FallbackReason, error: string, extra: Partial<ModelReply> = {}): ModelReply =>
    ({ ok: false, reason, error, providerText: null, usage: null, content: null, ...extra }) as ModelReply;

/** A failed request in our words: the bounded exchange's failure, else the model's HTTP status. */
function attemptFailed(error: unknown): Attempt {
    const outbound = failureOf(error);
    if (outbound) return { reply: failed(outbound.reason, outbound.error), retry: outbound.retry, retryAfterMs: null };
    if (error instanceof OpenAI.APIError && error.status) {
        const { status } = error;
        const reply = failed('provider_error', `HTTP ${status} (${statusReason(status)})`, {
            providerText: error.message,
        });
        return { reply, retry: retryableStatus(status), retryAfterMs: retryAfterMs(error.headers) };
    }
    return { reply: failed('unreachable', 'no connection'), retry: true, retryAfterMs: null };
}

/** One request, its answer checked against the schema. */
async function askOnce(endpoint: ModelEndpoint, question: ModelQuestion, timeoutMs: number): Promise<Attempt> {
    const client = new OpenAI({
        baseURL: endpoint.baseUrl,
        // A model on the garage's own network may take no key; the client insists on one.
        apiKey: endpoint.apiKey ?? 'none',
        // Ours is the deadline (boundedFetch, headers and body); the client's own only waits for the headers.
        timeout: timeoutMs * 2,
        maxRetries: 0,
        fetch: boundedFetch({ timeoutMs, maxBytes: MODEL_ANSWER_MAX_BYTES, publicOnly: endpoint.publicOnly }),
    });
    let completion: OpenAI.Chat.Completions.ChatCompletion;
    try {
        completion = await client.chat.completions.create({
            model: endpoint.model,
            messages: [
                { role: 'system', content: question.system },
                { role: 'user', content: JSON.stringify(question.data) },
            ],
            response_format: {
                type: 'json_schema',
                json_schema: { name: question.name, strict: true, schema: question.schema as Record<string, unknown> },
            },
        });
    } catch (error) {
        return attemptFailed(error);
    }
    const usage = completion.usage
        ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
        : null;
    const message = completion.choices?.[0]?.message;
    const content = message?.content ?? null;
    const refused = (error: string): Attempt => ({
        reply: failed('invalid_answer', error, { usage, content }),
        retry: false,
        retryAfterMs: null,
    });
    if (message?.refusal) return refused('the model refused');
    if (!content) return refused('the answer is empty');
    const checked = checkAnswer(question.schema, content);
    if ('problem' in checked) return refused(checked.problem);
    return { reply: { ok: true, value: checked.value, usage, content }, retry: false, retryAfterMs: null };
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint for a JSON answer of `question.schema` (structured output,
 * strict). Each request — connection, headers and the whole body — ends within `timeoutMs` and reads at most
 * MODEL_ANSWER_MAX_BYTES; one retry follows a timeout, a lost connection, 408, 409, 429 or a 5xx, after the wait the
 * model asks for when it is at most RETRY_WAIT_MAX_MS (longer: no retry). Never throws: a failure is an answer the
 * caller falls back from.
 */
export async function askModel(
    endpoint: ModelEndpoint,
    question: ModelQuestion,
    { timeoutMs }: { timeoutMs: number },
): Promise<ModelReply> {
    const first = await askOnce(endpoint, question, timeoutMs);
    const wait = first.retryAfterMs ?? RETRY_DELAY_MS;
    if (!first.retry || wait > RETRY_WAIT_MAX_MS) return first.reply;
    await new Promise(resolve => setTimeout(resolve, wait));
    return (await askOnce(endpoint, question, timeoutMs)).reply;
}
