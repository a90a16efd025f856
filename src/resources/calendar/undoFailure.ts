import { ApiError } from '../../api/client';
import { toastApiFailure, toastNetworkFailure, translateError } from '../../api/errorToast';
import { sendWithPolicy } from '../../api/sessionFetch';
import { currentStaleReload } from '../../api/staleReload';
import { showToast } from '../../store/toasts';
import type { ErrorEnvelope } from '../../api/types';

/** The fetch of an undo: the session's policy, but its failure is toasted by toastUndoFailure. */
export const undoFetch = (request: Request): Promise<Response> => sendWithPolicy(request, { report: false });

/**
 * Why an undo failed. Changed by someone since the move (`stale`): `staleText`, which stays until closed or the page
 * is read again (Reload); any other refusal (the old slot's bays taken meanwhile…) as the client toasts it.
 */
export const toastUndoFailure = (error: unknown, staleText: string) => {
    if (!(error instanceof ApiError)) return toastNetworkFailure();
    if (error.error !== 'stale') return toastApiFailure(error.status, error.body as Partial<ErrorEnvelope>);
    const reload = currentStaleReload();
    showToast({
        severity: 'warning',
        message: staleText,
        durationMs: Infinity,
        ...(reload ? { action: { label: translateError('reload') ?? 'Reload', run: reload } } : {}),
    });
};
