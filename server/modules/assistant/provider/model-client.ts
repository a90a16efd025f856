import OpenAI from 'openai';
import type { TSchema } from 'typebox';
import type { ModelEndpoint } from '../../../config-assistant';
import { checkAnswer } from './answer-check';

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
    /** `unreachable`: no usable HTTP answer (timeout, connection, 4xx, 5xx); `rejected`: an answer we refuse. */
    | {
          ok: false;
          failure: 'unreachable' | 'rejected';
          error: string;
          usage: TokenUsage | null;
          content: string | null;
      };

function describe(error: unknown): string {
    if (error instanceof OpenAI.APIConnectionTimeoutError) return 'timeout';
    if (error instanceof OpenAI.APIConnectionError) return `no connection: ${error.message}`;
    if (error instanceof OpenAI.APIError) return `HTTP ${error.status ?? '?'}: ${error.message}`.slice(0, 500);
    return error instanceof Error ? error.message : String(error);
}

/**
 * Asks an OpenAI-compatible chat-completions endpoint for a JSON answer of `question.schema` (structured output,
 * strict), with the timeout and one retry (the client's own: after a timeout, a lost connection, 408, 409, 429 or a
 * 5xx, honouring Retry-After). Never throws: a failure is an answer the caller falls back from.
 */
export async function askModel(
    endpoint: ModelEndpoint,
    question: ModelQuestion,
    { timeoutMs }: { timeoutMs: number },
): Promise<ModelReply> {
    const client = new OpenAI({
        baseURL: endpoint.baseUrl,
        // A model on the garage's own network may take no key; the client insists on one.
        apiKey: endpoint.apiKey ?? 'none',
        timeout: timeoutMs,
        maxRetries: 1,
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
        return { ok: false, failure: 'unreachable', error: describe(error), usage: null, content: null };
    }
    const usage = completion.usage
        ? { promptTokens: completion.usage.prompt_tokens, completionTokens: completion.usage.completion_tokens }
        : null;
    const message = completion.choices?.[0]?.message;
    const content = message?.content ?? null;
    if (message?.refusal) return { ok: false, failure: 'rejected', error: 'the model refused', usage, content };
    if (!content) return { ok: false, failure: 'rejected', error: 'the answer is empty', usage, content };
    const checked = checkAnswer(question.schema, content);
    if ('problem' in checked) return { ok: false, failure: 'rejected', error: checked.problem, usage, content };
    return { ok: true, value: checked.value, usage, content };
}
