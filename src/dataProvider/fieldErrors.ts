import type { DataProvider } from 'ra-core';
import { ApiError, FAILED_CALL } from '../api/client';
import { errorKeyFor } from '../api/errorToast';
import errorMessages from '../i18n/namespaces/error';

/** Form errors as react-admin's forms take them: i18n keys by field, and the failure under `root.serverError`. */
export type FormErrors = Record<string, string | { serverError: string }>;

/** Conflicts that name one field even when the server sends no details. */
const FIELD_OF_CONFLICT: Record<string, string> = { username_taken: 'username', email_taken: 'email' };

const detailMessages = errorMessages.en.detail;

/**
 * The i18n key of a server error key: a detail (`too_long`) or a top-level error (`username_taken`, or `taken` for a
 * unique index's key without a message of its own).
 */
const messageKey = (key: string | undefined): string | undefined => {
    if (!key) return undefined;
    if (key in detailMessages) return `error.detail.${key}`;
    const known = errorKeyFor(key);
    return known && `error.${known}`;
};

/** `username`, also when a validator reports `/username` or `body.username`. */
const fieldName = (field: string) => field.replace(/^\/|^body[./]/, '').replace(/\//g, '.');

/**
 * The field errors a failed call names (its `details`, or the field of a 409 `username_taken` / `email_taken`), ready
 * for a react-admin form; null when the failure names no field. The client has already toasted the failure, and
 * `root.serverError` carries the ApiError's message, react-admin's notice of a failed call that AdminNotification
 * leaves out, so no second toast appears.
 */
export const formErrorsOf = (error: unknown): FormErrors | null => {
    if (!(error instanceof ApiError)) return null;
    const conflictField = FIELD_OF_CONFLICT[error.error];
    const details = error.details?.length ? error.details : conflictField ? [{ field: conflictField, error: '' }] : [];
    if (details.length === 0) return null;
    const fields = Object.fromEntries(
        details.map(({ field, error: key }) => [
            fieldName(field),
            messageKey(key) ?? messageKey(error.error) ?? 'error.validation_failed',
        ]),
    );
    return { ...fields, root: { serverError: FAILED_CALL } };
};

/** Rethrows a failed create or update with `body.errors`, which react-admin's pessimistic forms show on the fields. */
const withBodyErrors = (error: unknown): never => {
    const errors = formErrorsOf(error);
    if (errors && error instanceof ApiError) error.body = { ...error.body, errors };
    throw error;
};

/** The provider, with server validation errors of create and update shown on the form's fields. */
export const withFieldErrors = (provider: DataProvider): DataProvider => ({
    ...provider,
    create: (resource, params) => provider.create(resource, params).catch(withBodyErrors),
    update: (resource, params) => provider.update(resource, params).catch(withBodyErrors),
});
