import { isUniqueErrorKey } from '../../common/errors';
import { lookupAppMessage, lookupMessage } from '../i18n/lookup';
import errorMessages from '../i18n/namespaces/error';
import { namespaceOf } from '../resources/declared/model';
import { showToast } from '../store/toasts';
import { currentStaleReload } from './staleReload';
import type { ErrorEnvelope } from './types';

/** These statuses show a fixed message whatever the error key (the catalogue in src/i18n/namespaces/error.ts). */
const STATUS_MESSAGE_KEYS: Record<number, string> = {
    401: 'unauthorized',
    403: 'forbidden',
    404: 'not_found',
    500: 'internal_error',
};

export const translateError = (key: string, args?: Record<string, string>) => lookupMessage(errorMessages, key, args);

/**
 * The message key (of the error namespace) that says a server error key: its own, or for a unique index's key that has
 * none (`vin_taken`), `taken` ("This value is already in use"); undefined otherwise.
 */
export const errorKeyFor = (key: string): string | undefined => {
    if (key !== 'detail' && typeof errorMessages.en[key as keyof typeof errorMessages.en] === 'string') return key;
    return isUniqueErrorKey(key) ? 'taken' : undefined;
};

/** Keys more telling than their status's fixed message. */
const SPECIFIC_KEYS = new Set(['workspace_suspended']);

/** Keys whose meaning depends on the status: 429 `quota_exceeded` is the assistant's daily limit, 413 the uploads'. */
const KEYS_BY_STATUS: Record<string, Record<number, string>> = { quota_exceeded: { 429: 'assistant_quota_exceeded' } };

/** The toast text for a failed response, in the current locale. */
export const errorMessageFor = (status: number, errorKey?: string): string => {
    const key =
        (errorKey && KEYS_BY_STATUS[errorKey]?.[status]) ||
        (errorKey && SPECIFIC_KEYS.has(errorKey) ? errorKey : (STATUS_MESSAGE_KEYS[status] ?? errorKey));
    const known = key && errorKeyFor(key);
    return (known && translateError(known)) || translateError('unknown_error') || 'Unknown error';
};

/**
 * A 409 `in_use` naming the resource still holding the record, by its menu label (`<namespace>.menu.<key>`):
 * "Vehicles still use this record". Undefined for any other answer.
 */
const holderMessage = (status: number, body: Partial<ErrorEnvelope> | null) => {
    const holder =
        status === 409 && body?.error === 'in_use' ? body.details?.find(one => one.resource)?.resource : null;
    if (!holder) return undefined;
    const { namespace, key } = namespaceOf(holder);
    const label = lookupAppMessage(`${namespace}.menu.${key}`);
    return label && translateError('in_use_by', { resource: label });
};

/**
 * The toast of a failed answer. A `stale` one (the record changed since the page read it) offers to reload what the
 * page shows, and stays until the user closes it or reloads: the page keeps the user's edits until then.
 */
export const toastApiFailure = (status: number, body: Partial<ErrorEnvelope> | null): void => {
    const reload = body?.error === 'stale' ? currentStaleReload() : undefined;
    showToast({
        severity: 'error',
        message: holderMessage(status, body) ?? errorMessageFor(status, body?.error),
        description: body?.trace_id ? translateError('trace', { trace_id: body.trace_id }) : undefined,
        ...(reload
            ? { action: { label: translateError('reload') ?? 'Reload', run: reload }, durationMs: Infinity }
            : {}),
    });
};

export const toastNetworkFailure = (): void => {
    showToast({ severity: 'error', message: translateError('network_error') ?? 'Network error' });
};
