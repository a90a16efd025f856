import type { AssistantOutcome, AssistantSource } from '../../../common/assistant';
import type { ModelEndpoint } from '../../config-assistant';
import { askModel, type ModelQuestion, type TokenUsage } from './provider/model-client';

/** The model a workspace's calls go to; `problem` when it cannot be asked (its stored key no longer opens). */
export interface ChosenModel {
    endpoint: ModelEndpoint;
    problem: string | null;
}

/** An answer and how it came about, for the reply (source, fallback) and the call's log. */
export interface Answered<T> {
    value: T;
    source: AssistantSource;
    fallback: boolean;
    outcome: Extract<AssistantOutcome, 'ok' | 'fallback' | 'rejected'>;
    error: string | null;
    usage: TokenUsage | null;
    /** What the model was sent and answered: kept only with AI_LOG_PROMPTS=true. */
    prompt: object | null;
}

/** Thrown by a feature's `accept` for a model answer it refuses (an unknown placeholder…): the built-in answers. */
export class Unacceptable extends Error {}

export interface AnswerOptions<M, T> {
    model: ChosenModel | null;
    question: ModelQuestion;
    /** Turns the model's checked answer into the feature's; throws Unacceptable to refuse it. */
    accept(answer: M): T;
    builtin(): T;
    timeoutMs: number;
    logPrompts: boolean;
}

/** The model's answer when one is configured and its answer passes every check; otherwise the built-in assistant's. */
export async function answerWith<M, T>(options: AnswerOptions<M, T>): Promise<Answered<T>> {
    const { model, question } = options;
    const builtin = (outcome: Answered<T>['outcome'], error: string | null = null) => ({
        value: options.builtin(),
        source: 'builtin' as const,
        fallback: outcome !== 'ok',
        outcome,
        error,
        usage: null,
        prompt: null,
    });
    if (!model) return builtin('ok');
    if (model.problem) return builtin('fallback', model.problem);

    const reply = await askModel(model.endpoint, question, { timeoutMs: options.timeoutMs });
    const prompt = options.logPrompts
        ? { model: model.endpoint.model, system: question.system, data: question.data, answer: reply.content }
        : null;
    const logged = { usage: reply.usage, prompt };
    if (!reply.ok)
        return { ...builtin(reply.failure === 'unreachable' ? 'fallback' : 'rejected', reply.error), ...logged };
    try {
        const value = options.accept(reply.value as M);
        return { value, source: 'model', fallback: false, outcome: 'ok', error: null, ...logged };
    } catch (error) {
        if (!(error instanceof Unacceptable)) throw error;
        return { ...builtin('rejected', error.message), ...logged };
    }
}
