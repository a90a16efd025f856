/** The assistant's shared limits and names (DESIGN §15). */

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
