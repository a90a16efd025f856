import { Type, type Static } from 'typebox';
import {
    ASSISTANT_SOURCES,
    FALLBACK_REASONS,
    COMPLAINT_MAX_LENGTH,
    EXPLAIN_MAX_LENGTH,
    INSTRUCTIONS_MAX_LENGTH,
} from '../../../common/assistant';
import { LOCALES } from '../../../common/locales';
import { MESSAGE_KINDS } from '../../../common/messages';
import { Day, Id, MAX_INT, Nullable, Text } from '../../http/schemas';

const Source = Type.Enum([...ASSISTANT_SOURCES], {
    description: 'builtin: the offline assistant wrote it; model: the configured model did',
});
const Fallback = Type.Boolean({
    description:
        'A model is configured but failed (timeout, refusal, a malformed answer): the built-in assistant answered',
});
const FallbackReasonField = Nullable(
    Type.Enum([...FALLBACK_REASONS], {
        description:
            'Why the built-in assistant answered although a model is configured (null otherwise): timeout (no whole ' +
            'answer within AI_TIMEOUT_MS), unreachable, provider_error (an HTTP error), too_large (over 256 KB), ' +
            "endpoint_not_allowed (the workspace's model URL points at a private address), key_unreadable, " +
            'invalid_answer (not the JSON asked for, or refused by our checks), facts_in_draft (a message draft ' +
            'stating amounts, links, phone numbers or e-mail addresses of its own)',
    }),
);
/** Who wrote an answer, in every answer of the assistant. */
const Authorship = { source: Source, fallback: Fallback, fallback_reason: FallbackReasonField };
const Locale = Type.Enum([...LOCALES]);

export const JobDraftBody = Type.Object(
    {
        complaint: Text({
            minLength: 1,
            maxLength: COMPLAINT_MAX_LENGTH,
            description: "The customer's complaint, as told",
        }),
        vehicle_id: Type.Optional(Id({ 'x-reference': 'motor-garage/vehicle' })),
    },
    { additionalProperties: false },
);

export const JobDraftLine = Type.Object({
    kind: Type.Enum(['service', 'product']),
    service_id: Nullable(Type.Integer()),
    product_id: Nullable(Type.Integer()),
    description: Type.String({ description: "The catalogue item's name" }),
    description_zh: Type.String({ description: "The catalogue item's Chinese name ('' when it has none)" }),
    quantity_milli: Type.Integer({ minimum: 1, maximum: MAX_INT }),
    unit_price_cents: Type.Integer({ description: "The catalogue's price: never the model's" }),
    reason: Type.String({ description: 'Why the line is proposed, in the words of the complaint' }),
});
export type JobDraftLine = Static<typeof JobDraftLine>;

export const JobDraft = Type.Object(
    {
        summary: Type.String(),
        lines: Type.Array(JobDraftLine),
        unmatched: Type.Array(Type.String(), {
            description:
                "The pieces of the complaint, as written, in which the built-in assistant found nothing it knows: shown as 'not understood' (a model's answer leaves it empty)",
        }),
        ...Authorship,
    },
    { title: 'JobDraft' },
);
export type JobDraft = Static<typeof JobDraft>;

export const MessageDraftBody = Type.Object(
    {
        kind: Type.Enum([...MESSAGE_KINDS]),
        customer_id: Id({ 'x-reference': 'motor-garage/customer' }),
        job_id: Type.Optional(Id({ 'x-reference': 'motor-garage/invoice' })),
        booking_id: Type.Optional(Id({ 'x-reference': 'motor-garage/booking' })),
        vehicle_id: Type.Optional(Id({ 'x-reference': 'motor-garage/vehicle' })),
        message_id: Type.Optional(
            Id({
                'x-reference': 'motor-garage/message',
                description:
                    "The draft being worded (this customer's, of this kind): its portal links are kept and none made. " +
                    'Without it the links are new ones, as a new draft makes',
            }),
        ),
        locale: Type.Optional(Type.Enum([...LOCALES], { description: "Left out: the customer's preferred language" })),
        instructions: Type.Optional(
            Text({
                maxLength: INSTRUCTIONS_MAX_LENGTH,
                description:
                    'What the message should say, e.g. "apologise for the delay, ready tomorrow 3 pm". The built-in ' +
                    'assistant follows an apology and the time the car is ready, and names what it could not follow',
            }),
        ),
    },
    { additionalProperties: false },
);

export const MessageDraft = Type.Object(
    {
        subject: Nullable(Type.String()),
        body: Type.String({
            description: 'Placeholders already filled by the server: amounts, dates, plates and links exact',
        }),
        locale: Locale,
        not_followed: Type.Array(Type.String(), {
            description:
                'The pieces of `instructions`, as written, the built-in assistant could not follow (it follows an ' +
                "apology and the time the car is ready); a model's answer leaves it empty",
        }),
        from_template: Type.Boolean({
            description: "The draft is the garage's template as filled: nothing in it is the assistant's own wording",
        }),
        ...Authorship,
    },
    { title: 'MessageDraft' },
);
export type MessageDraft = Static<typeof MessageDraft>;

export const ExplainBody = Type.Object(
    {
        text: Text({
            minLength: 1,
            maxLength: EXPLAIN_MAX_LENGTH,
            description: "A technician's note or estimate line",
        }),
        locale: Locale,
    },
    { additionalProperties: false },
);

export const Explanation = Type.Object(
    {
        text: Type.String({ description: 'The note in words a customer understands' }),
        locale: Locale,
        ...Authorship,
    },
    { title: 'Explanation' },
);
export type Explanation = Static<typeof Explanation>;

export const VehicleSummaryQuery = Type.Object({
    locale: Type.Optional(Type.Enum([...LOCALES], { description: "Left out: the request's X-Locale, else en" })),
});

export const VehicleSummary = Type.Object(
    {
        visits: Type.Integer({
            description: 'Jobs on the vehicle that took place (neither cancelled nor void), the latest 200 at most',
        }),
        first_visit: Nullable(Day()),
        last_visit: Nullable(Day()),
        mileage: Type.Array(Type.Object({ day: Day(), km: Type.Integer() }), {
            description: 'The odometer at each visit that recorded it, oldest first',
        }),
        km_per_year: Nullable(
            Type.Integer({
                description:
                    'The trend of the readings (least squares); null with readings on fewer than two days, or going down',
            }),
        ),
        recurring: Type.Array(
            Type.Object({
                description: Type.String(),
                service_id: Nullable(Type.Integer()),
                product_id: Nullable(Type.Integer()),
                times: Type.Integer(),
                last_day: Day(),
            }),
            { description: 'Work done on two or more visits, most frequent first' },
        ),
        due: Type.Array(
            Type.Object({
                kind: Type.Enum(['licence', 'examination', 'insurance', 'service']),
                day: Day(),
                overdue: Type.Boolean(),
            }),
            { description: 'What falls due next, soonest first' },
        ),
        text: Type.String({ description: 'The summary in a sentence or three, in the asked language' }),
        locale: Locale,
        ...Authorship,
    },
    { title: 'VehicleSummary' },
);
export type VehicleSummary = Static<typeof VehicleSummary>;

export const AssistantSettings = Type.Object(
    {
        provider: Type.Enum(['builtin', 'platform', 'workspace'], {
            description: 'Who answers: the built-in assistant, the platform’s model, or the one set here',
        }),
        base_url: Nullable(Type.String({ description: "The workspace's own OpenAI-compatible endpoint" })),
        model: Nullable(Type.String()),
        has_api_key: Type.Boolean({ description: 'A key is stored (encrypted; never sent back)' }),
        daily_limit: Type.Integer(),
        used_today: Type.Integer(),
    },
    { title: 'AssistantSettings' },
);
export type AssistantSettings = Static<typeof AssistantSettings>;

export const AssistantSettingsBody = Type.Object(
    {
        base_url: Nullable(Text({ maxLength: 500, format: 'uri' })),
        model: Nullable(Text({ minLength: 1, maxLength: 200 })),
        api_key: Type.Optional(
            Nullable(Text({ minLength: 1, maxLength: 500, description: 'Left out: kept as it is; null: removed' })),
        ),
    },
    { additionalProperties: false },
);
