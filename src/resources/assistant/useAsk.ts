import { useCallback, useRef, useState } from 'react';
import { ApiError } from '../../api/client';
import { errorMessageFor, translateError } from '../../api/errorToast';

/** Why a call failed, in the words of its toast (429 `quota_exceeded`: the daily limit; 403: no permission). */
export const failureText = (error: unknown): string =>
    error instanceof ApiError
        ? errorMessageFor(error.status, error.error)
        : (translateError('network_error') ?? 'Network error');

export interface Asking<T> {
    answer: T | null;
    /** why the last question failed, to say beside it */
    failure: string | null;
    asking: boolean;
    /** asks, forgetting the answer before; resolves to the answer, or null when it failed (or a later question overtook it) */
    ask: (question: () => Promise<T>) => Promise<T | null>;
}

/** One question to the assistant at a time: its answer, or why it failed; only the latest question's answer counts. */
export const useAsk = <T>(): Asking<T> => {
    const [state, setState] = useState<Pick<Asking<T>, 'answer' | 'failure' | 'asking'>>({
        answer: null,
        failure: null,
        asking: false,
    });
    const latest = useRef(0);
    const ask = useCallback(async (question: () => Promise<T>) => {
        const asked = ++latest.current;
        setState({ answer: null, failure: null, asking: true });
        try {
            const answer = await question();
            if (asked !== latest.current) return null;
            setState({ answer, failure: null, asking: false });
            return answer;
        } catch (error) {
            if (asked === latest.current) setState({ answer: null, failure: failureText(error), asking: false });
            return null;
        }
    }, []);
    return { ...state, ask };
};
