import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { COMPLAINT_MAX_LENGTH, JOB_DRAFT_MAX_LINES } from '../../../common/assistant';
import type { Tx } from '../../db/client';
import { vehicles } from '../../db/schema';
import { withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { isId } from '../../http/schemas';
import { answerWith, authorship, type Answered } from './answer';
import { draftJobBuiltin } from './builtin/job-draft';
import type { JobDraftInput, ProposedJob, ProposedLine } from './catalogue';
import type { ModelQuestion } from './provider/model-client';
import { activeItemsOf, loadCatalogue } from './catalogue-load';
import { withLearnedParts } from './learned-catalogue';
import {
    askingLimits,
    DATA_NOT_INSTRUCTIONS,
    languageOf,
    modelOf,
    type AssistantContext,
    type Caller,
} from './context';
import type { JobDraft, JobDraftBody, JobDraftLine } from './schemas';

/** What the model answers: items of the catalogue it was given, by kind and id; no prices (it is shown none). */
const ModelJobDraft = Type.Object(
    {
        summary: Type.String(),
        lines: Type.Array(
            Type.Object(
                {
                    kind: Type.String({ enum: ['service', 'product'] }),
                    id: Type.Integer(),
                    quantity: Type.Number(),
                    reason: Type.String(),
                },
                { additionalProperties: false },
            ),
        ),
    },
    { additionalProperties: false },
);
export type ModelJobDraft = Static<typeof ModelJobDraft>;

const system = (caller: Pick<Caller, 'locale'>) =>
    [
        "You help a service writer at a motor garage in Hong Kong write up a job from a customer's complaint.",
        'Choose lines only from `catalogue` (services are labour, products are parts), naming each by its kind and id;',
        'never invent an item or an id, and never mention a price. Give each line a quantity in its units (1 for a',
        'service, 4 for four tyres, 0.5 for half a litre) and a short reason that points at the words of the complaint.',
        "A service's `usual_parts` (for every car, or for a make and model) and `learned_parts` are the parts it",
        'usually needs: propose those that fit the vehicle with the service.',
        `Propose ${JOB_DRAFT_MAX_LINES} lines at most, only those the complaint calls for. The summary restates the`,
        `complaint in one sentence. Write the summary and the reasons in ${languageOf(caller.locale)}.`,
        DATA_NOT_INSTRUCTIONS,
    ].join(' ');

const REASON_MAX_LENGTH = 500;

/** Quantities in thousandths, from 0.001 to 1,000 units. */
const toMilli = (quantity: number) => Math.min(1_000_000, Math.max(1, Math.round((quantity || 1) * 1000)));

/**
 * The proposed lines that name an item of the workspace's active catalogue (others dropped), each item once, the
 * first JOB_DRAFT_MAX_LINES; description and unit price are the catalogue's, whatever proposed them.
 */
async function catalogueLines(tx: Tx, workspaceId: number, proposed: ProposedLine[]): Promise<JobDraftLine[]> {
    const known = proposed
        .filter(line => isId(line.id) && (line.kind === 'service' || line.kind === 'product'))
        .slice(0, JOB_DRAFT_MAX_LINES * 4);
    const items = await activeItemsOf(tx, workspaceId, known);
    const seen = new Set<string>();
    const lines: JobDraftLine[] = [];
    for (const line of known) {
        const key = `${line.kind}:${line.id}`;
        const item = items.get(key);
        if (!item || seen.has(key) || lines.length === JOB_DRAFT_MAX_LINES) continue;
        seen.add(key);
        lines.push({
            kind: line.kind,
            service_id: line.kind === 'service' ? line.id : null,
            product_id: line.kind === 'product' ? line.id : null,
            description: item.name,
            description_zh: item.name_zh,
            quantity_milli: line.quantity_milli,
            unit_price_cents: item.unit_price_cents,
            reason: line.reason.slice(0, REASON_MAX_LENGTH),
        });
    }
    return lines;
}

/** What the model is asked for a job draft: the complaint, the vehicle, and the catalogue without its prices. */
export const jobDraftQuestion = (
    { complaint, locale, catalogue }: JobDraftInput,
    vehicle: object | null = null,
): ModelQuestion => ({
    name: 'job_draft',
    schema: ModelJobDraft,
    system: system({ locale }),
    data: { complaint, vehicle, catalogue: catalogue.map(({ unit_price_cents: _price, ...item }) => item) },
});

/** The model's answer as proposed lines (checked against the catalogue after, as the built-in assistant's are). */
export const acceptJobDraft = (answer: ModelJobDraft): ProposedJob => ({
    summary: answer.summary,
    lines: answer.lines.map(line => ({
        kind: line.kind as ProposedLine['kind'],
        id: line.id,
        quantity_milli: toMilli(line.quantity),
        reason: line.reason,
    })),
});

/** Lines from the garage's own catalogue for a complaint. The draft is answered, never saved. */
export async function draftJob(
    context: AssistantContext,
    caller: Caller,
    body: Static<typeof JobDraftBody>,
): Promise<Answered<JobDraft>> {
    const { workspaceId, locale } = caller;
    const { catalogue, vehicle, model } = await withTenant(context.db, workspaceId, async tx => {
        const [vehicle] = body.vehicle_id
            ? await tx
                  .select({ make: vehicles.make, model: vehicles.model, year: vehicles.year, fuel: vehicles.fuel })
                  .from(vehicles)
                  .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.id, body.vehicle_id)))
            : [null];
        if (vehicle === undefined) throw notFound();
        const loaded = await loadCatalogue(tx, workspaceId, body.complaint);
        return {
            catalogue: await withLearnedParts(tx, workspaceId, {
                complaint: body.complaint,
                locale,
                catalogue: loaded,
                vehicle,
            }),
            vehicle,
            model: await modelOf(tx, context, workspaceId),
        };
    });
    const input = { complaint: body.complaint, locale, catalogue, vehicle };
    const answered = await answerWith<ModelJobDraft, ProposedJob>({
        model,
        question: jobDraftQuestion(input, vehicle),
        accept: acceptJobDraft,
        builtin: () => draftJobBuiltin(input),
        ...askingLimits(context),
    });
    const lines = await withTenant(context.db, workspaceId, tx =>
        catalogueLines(tx, workspaceId, answered.value.lines),
    );

    const summary = answered.value.summary.slice(0, COMPLAINT_MAX_LENGTH);
    const unmatched = answered.value.unmatched ?? [];
    return { ...answered, value: { summary, lines, unmatched, ...authorship(answered) } };
}
