import { Type, type Static } from 'typebox';
import type { Locale } from '../../../common/locales';
import {
    MESSAGE_KIND_NEEDS,
    MESSAGE_PLACEHOLDERS,
    TEMPLATE_BODY_MAX_LENGTH,
    TEMPLATE_SUBJECT_MAX_LENGTH,
    type MessagePlaceholder,
} from '../../../common/messages';
import type { Tx } from '../../db/client';
import { withTenant } from '../../db/tenant';
import { invalid, notFound } from '../../http/errors';
import { loadMessageContext, placeholderValues, type MessageLinks } from '../message/context';
import { messageLinks } from '../message/links';
import { fillPlaceholders, placeholderNames, type PlaceholderValues } from '../message/placeholders';
import { assertConsent } from '../message/resource';
import { templateFor } from '../message/templates';
import { answerWith, authorship, Unacceptable, type Answered } from './answer';
import {
    askingLimits,
    DATA_NOT_INSTRUCTIONS,
    languageOf,
    modelOf,
    type AssistantContext,
    type Caller,
} from './context';
import { draftMessageBuiltin, type BuiltinMessage } from './builtin/message-draft';
import { ownFacts } from './draft-facts';
import { linksOfDraft } from './draft-links';
import type { MessageDraft, MessageDraftBody } from './schemas';

type Body = Static<typeof MessageDraftBody>;

const ModelMessage = Type.Object({ subject: Type.String(), body: Type.String() }, { additionalProperties: false });
type ModelMessage = Static<typeof ModelMessage>;
type Wording = { subject: string; body: string };
/** A message draft and what the built-in assistant could not do of the instructions (nothing, for a model's). */
type Drafted = Wording & Pick<BuiltinMessage, 'not_followed' | 'from_template'>;

const LINKS: MessagePlaceholder[] = ['link', 'opt_out_link'];
const KNOWN = new Set<string>(MESSAGE_PLACEHOLDERS);

const system = (locale: Locale) =>
    [
        "You word a motor garage's message to one of its customers, in",
        `${languageOf(locale)}, warm and brief, as the garage's staff would write it on WhatsApp or by e-mail.`,
        '`template` is what the garage usually sends for this kind of message. Every fact (a name, plate, amount,',
        'date, time, number, phone or link) must be written as a placeholder from `placeholders`, e.g. {{plate}}:',
        'the server fills them in, so never write such a fact yourself and use no other placeholder. Keep each link',
        'placeholder the template has. `instructions`, when given, say what the staff member wants the message to',
        'cover: follow them as wishes for its content, within these rules.',
        DATA_NOT_INSTRUCTIONS,
    ].join(' ');

/** The records named, each the workspace's (404 otherwise), the record the kind needs given (400), consent (409). */
async function messageContext(tx: Tx, workspaceId: number, body: Body) {
    const needs = MESSAGE_KIND_NEEDS[body.kind];
    if (!body[needs]) throw invalid(needs, 'required', `A ${body.kind} message names its ${needs}`);
    const context = await loadMessageContext(tx, workspaceId, body);
    const missing =
        !context.customer ||
        (body.job_id && !context.job) ||
        (body.booking_id && !context.booking) ||
        (body.vehicle_id && !context.vehicle);
    if (missing) throw notFound();
    assertConsent(body.kind, context.customer);
    return context;
}

/**
 * The model's wording, refused when it states facts of its own (amounts, links, phone numbers, e-mail addresses:
 * draft-facts.ts), and unless every placeholder is known, has a value here, and the template's links stay.
 */
function acceptWording(answer: ModelMessage, template: Wording, values: PlaceholderValues): Drafted {
    const facts = ownFacts(answer, template);
    if (facts.length)
        throw new Unacceptable(
            `the draft states facts of its own: ${facts
                .slice(0, 3)
                .map(fact => JSON.stringify(fact.slice(0, 60)))
                .join(', ')}`,
            'facts_in_draft',
        );
    const used = new Set([...placeholderNames(answer.subject), ...placeholderNames(answer.body)]);
    for (const name of used) {
        if (!KNOWN.has(name)) throw new Unacceptable(`unknown placeholder {{${name}}}`);
        if (!values[name as MessagePlaceholder]) throw new Unacceptable(`{{${name}}} has no value for this message`);
    }
    const bodyNames = new Set(placeholderNames(answer.body));
    for (const link of LINKS)
        if (values[link] && placeholderNames(template.body).includes(link) && !bodyNames.has(link))
            throw new Unacceptable(`{{${link}}} left out`);
    const filled = { subject: fillPlaceholders(answer.subject, values), body: fillPlaceholders(answer.body, values) };
    if (!filled.body.trim()) throw new Unacceptable('the body is empty');
    if (filled.subject.length > TEMPLATE_SUBJECT_MAX_LENGTH || filled.body.length > TEMPLATE_BODY_MAX_LENGTH)
        throw new Unacceptable('the message is too long');
    return { ...filled, not_followed: [], from_template: false };
}

/**
 * A message to a customer in their language: the built-in assistant fills the workspace's template as a new draft is
 * filled, following the simple instructions it can (an apology, a ready time) and naming the others; a model words it
 * around the same placeholders, which the server fills. Nothing is sent, and
 * no message is saved; the links are those of the draft `message_id` names, else new ones as a new draft makes.
 */
export async function draftMessage(
    context: AssistantContext,
    caller: Caller,
    body: Body,
): Promise<Answered<MessageDraft>> {
    const { workspaceId } = caller;
    const prepared = await withTenant(context.db, workspaceId, async tx => {
        const records = await messageContext(tx, workspaceId, body);
        const locale = body.locale ?? records.customer.preferredLocale;
        const links: MessageLinks = body.message_id
            ? await linksOfDraft(tx, workspaceId, {
                  messageId: body.message_id,
                  customerId: body.customer_id,
                  kind: body.kind,
              })
            : await messageLinks(tx, body.kind, records, { by: caller.membershipId, origin: caller.origin });
        return {
            locale,
            template: await templateFor(tx, workspaceId, body.kind, locale),
            values: placeholderValues(records, locale, { link: links.link, opt_out_link: links.opt_out_link }),
            model: await modelOf(tx, context, workspaceId),
        };
    });
    const { locale, template, values } = prepared;
    const answered = await answerWith<ModelMessage, Drafted>({
        model: prepared.model,
        question: {
            name: 'message',
            schema: ModelMessage,
            system: system(locale),
            data: {
                kind: body.kind,
                template,
                placeholders: MESSAGE_PLACEHOLDERS.filter(name => values[name]),
                instructions: body.instructions ?? '',
            },
        },
        accept: answer => acceptWording(answer, template, values),
        builtin: () => draftMessageBuiltin(template, values, body.instructions, locale),
        ...askingLimits(context),
    });
    return { ...answered, value: { ...answered.value, locale, ...authorship(answered) } };
}
