/** The assistant's shared limits and names. */

/** Who wrote an answer: the built-in, offline assistant or the configured model. */
export const ASSISTANT_SOURCES = ['builtin', 'model'] as const;
export type AssistantSource = (typeof ASSISTANT_SOURCES)[number];

/** What the assistant does; each call is logged under one. */
export const ASSISTANT_FEATURES = ['job_draft', 'message_draft', 'explain', 'vehicle_summary'] as const;
export type AssistantFeature = (typeof ASSISTANT_FEATURES)[number];

export const COMPLAINT_MAX_LENGTH = 2000;
export const EXPLAIN_MAX_LENGTH = 2000;
export const INSTRUCTIONS_MAX_LENGTH = 500;
/** The most lines a job draft proposes. */
export const JOB_DRAFT_MAX_LINES = 12;
/** Calls a workspace makes in a day when `AI_DAILY_LIMIT` is not set. */
export const DEFAULT_DAILY_LIMIT = 500;

/**
 * How a logged call ended: `pending` while it runs (a row reserves its place in the day's quota first); `ok` the
 * source answered; `fallback` the model failed (timeout, an HTTP error, no connection) and the built-in assistant
 * answered; `rejected` the model answered but its answer failed the server's checks (not JSON, not the schema,
 * unknown placeholders) and the built-in assistant answered; `error` the request itself failed (e.g. 404).
 */
export const ASSISTANT_OUTCOMES = ['pending', 'ok', 'fallback', 'rejected', 'error'] as const;
export type AssistantOutcome = (typeof ASSISTANT_OUTCOMES)[number];

/**
 * Why the built-in assistant answered although a model is configured (`fallback_reason`): `timeout` no whole answer
 * within AI_TIMEOUT_MS; `unreachable` no connection; `provider_error` the model's server answered an HTTP error;
 * `too_large` an answer over 256 KB; `endpoint_not_allowed` the workspace's model URL points at a private address;
 * `key_unreadable` its stored API key no longer opens; `invalid_answer` not the JSON asked for, or items, placeholders
 * or wording the server refuses; `facts_in_draft` a message draft stating amounts, links, phone numbers or e-mail
 * addresses of its own.
 */
export const FALLBACK_REASONS = [
    'timeout',
    'unreachable',
    'provider_error',
    'too_large',
    'endpoint_not_allowed',
    'key_unreadable',
    'invalid_answer',
    'facts_in_draft',
] as const;
export type FallbackReason = (typeof FALLBACK_REASONS)[number];
