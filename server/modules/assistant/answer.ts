import type { FastifyBaseLogger } from 'fastify';
import type { AssistantOutcome, AssistantSource, FallbackReason } from '../../../common/assistant';
import type { ModelEndpoint } from '../../config-assistant';
import { askModel, type ModelQuestion, type TokenUsage } from './provider/model-client';

/** The model a workspace's calls go to; `problem` when it cannot be asked (its stored key no longer opens). */
export interface ChosenModel {
    endpoint: ModelEndpoint;
    problem: string | null;
}

/** An answer and how it came about, for the reply (source, fallback and why) and the call's log. */
export interface Answered<T> {
    value: T;
    source: AssistantSource;
    fallback: boolean;
    /** Why the built-in assistant answered although a model is configured; null otherwise. */
    fallbackReason: FallbackReason | null;
    outcome: Extract<AssistantOutcome, 'ok' | 'fallback' | 'rejected'>;
    /** In our words, for the call's log; never the provider's text. */
    error: string | null;
    usage: TokenUsage | null;
    /** What the model was sent and answered: kept only with AI_LOG_PROMPTS=true. */
    prompt: object | null;
}

/** Thrown by a feature's `accept` for a model answer it refuses (an unknown placeholder…): the built-in answers. */
export class Unacceptable extends Error {
    constructor(
        message: string,
        readonly reason: Extract<FallbackReason, 'invalid_answer' | 'facts_in_draft'> = 'invalid_answer',
    ) {
        super(message);
    }
}

export interface AnswerOptions<M, T> {
    model: ChosenModel | null;
    question: ModelQuestion;
    /** Turns the model's checked answer into the feature's; throws Unacceptable to refuse it. */
    accept(answer: M): T;
    builtin(): T;
    timeoutMs: number;
    logPrompts: boolean;
    log: FastifyBaseLogger | null;
}

/** What the answer tells staff about who wrote it: `source`, `fallback` and `fallback_reason`. */
export const authorship = ({ source, fallback, fallbackReason }: Answered<unknown>) => ({
    source,
    fallback,
    fallback_reason: fallbackReason,
});

/** A model that could not be asked or did not answer; one whose answer was refused is `rejected`. */
const NOT_ANSWERED: FallbackReason[] = [
    'timeout',
    'unreachable',
    'provider_error',
    'endpoint_not_allowed',
    'key_unreadable',
];

/** The model's answer when one is configured and its answer passes every check; otherwise the built-in assistant's. */
export async function answerWith<M, T>(options: AnswerOptions<M, T>): Promise<Answered<T>> {
    const { model, question } = options;
    const builtin = (reason: FallbackReason | null = null, error: string | null = null): Answered<T> => ({
        value: options.builtin(),
        source: 'builtin',
        fallback: reason !== null,
        fallbackReason: reason,
        outcome: reason === null ? 'ok' : NOT_ANSWERED.includes(reason) ? 'fallback' : 'rejected',
        error,
        usage: null,
        prompt: null,
    });
    if (!model) return builtin();
    if (model.problem) return builtin('key_unreadable', model.problem);

    const reply = await askModel(model.endpoint, question, { timeoutMs: options.timeoutMs });
    const prompt = options.logPrompts
        ? { model: model.endpoint.model, system: question.system, data: question.data, answer: reply.content }
        : null;
    const logged = { usage: reply.usage, prompt };
    if (!reply.ok) {
        if (reply.providerText)
            options.log?.warn({ error: reply.error, providerText: reply.providerText.slice(0, 500) }, 'model failed');
        return { ...builtin(reply.reason, reply.error), ...logged };
    }
    try {
        const value = options.accept(reply.value as M);
        return { value, source: 'model', fallback: false, fallbackReason: null, outcome: 'ok', error: null, ...logged };
    } catch (error) {
        if (!(error instanceof Unacceptable)) throw error;
        return { ...builtin(error.reason, error.message), ...logged };
    }
}
