import { startFakeProvider, type FakeProvider, type ProviderAnswer, type ProviderRequest } from './delivery';

/** A chat completion whose message is `content`, with the token counts a provider reports. */
export const completion = (content: string, usage = { prompt_tokens: 321, completion_tokens: 45 }): ProviderAnswer => ({
    status: 200,
    body: {
        id: 'chatcmpl-fake',
        object: 'chat.completion',
        created: 1_700_000_000,
        model: 'fake-model',
        choices: [{ index: 0, message: { role: 'assistant', content, refusal: null }, finish_reason: 'stop' }],
        usage: { ...usage, total_tokens: usage.prompt_tokens + usage.completion_tokens },
    },
});

/** A completion answering `value` as JSON. */
export const answering = (value: object) => completion(JSON.stringify(value));

/** An error as OpenAI-compatible servers answer them. */
export const failing = (status: number): ProviderAnswer => ({
    status,
    body: { error: { message: `fake provider error ${status}`, type: 'server_error', code: null } },
});

/** What the server asked: the parsed request, its system prompt and the data of its user message. */
export function question(request: ProviderRequest) {
    const body = JSON.parse(request.body) as {
        model: string;
        messages: { role: string; content: string }[];
        response_format: { type: string; json_schema: { name: string; strict: boolean; schema: object } };
    };
    const [system, user] = body.messages;
    return { ...body, system: system.content, data: JSON.parse(user.content) as Record<string, unknown> };
}

/**
 * An OpenAI-compatible chat-completions server on loopback (`url` is the base URL, `/v1`), answering as scripted and
 * keeping every request; unscripted requests get a 503. `'hang'` never answers (a timeout).
 */
export async function startFakeOpenAI(): Promise<FakeProvider> {
    const fake = await startFakeProvider(() => failing(503));
    return { ...fake, url: `${fake.url}/v1` };
}
