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

/**
 * A model that sends its headers at once, then its answer `content` one byte every `everyMs` (never done in time):
 * a deadline on the headers alone would wait for it to the end.
 */
export const dripping =
    (content: string, everyMs = 100): ProviderAnswer =>
    response => {
        const bytes = Buffer.from(JSON.stringify((completion(content) as { body: object }).body));
        response.writeHead(200, { 'content-type': 'application/json' });
        response.flushHeaders();
        let sent = 0;
        const drip = setInterval(() => {
            if (response.destroyed || sent >= bytes.length) return void clearInterval(drip);
            response.write(bytes.subarray(sent, ++sent));
        }, everyMs);
        response.on('close', () => clearInterval(drip));
    };

/** A model answering `megabytes` MB of valid JSON (a completion whose content is that long), with no Content-Length. */
export const huge =
    (megabytes = 8): ProviderAnswer =>
    response => {
        const padding = 'x'.repeat(megabytes * 1024 * 1024);
        response.writeHead(200, { 'content-type': 'application/json' });
        // written, then ended: sent chunked, so only the bytes read can tell its size
        response.write(JSON.stringify((completion(JSON.stringify({ text: padding })) as { body: object }).body));
        response.end();
    };

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
