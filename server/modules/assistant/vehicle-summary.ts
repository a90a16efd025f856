import { Type, type Static } from 'typebox';
import type { Locale } from '../../../common/locales';
import { withTenant } from '../../db/tenant';
import { notFound } from '../../http/errors';
import { answerWith, authorship, Unacceptable, type Answered } from './answer';
import {
    askingLimits,
    DATA_NOT_INSTRUCTIONS,
    languageOf,
    modelOf,
    type AssistantContext,
    type Caller,
} from './context';
import type { VehicleSummary } from './schemas';
import { vehicleFacts } from './vehicle-facts';
import { summaryText } from './vehicle-summary-text';

const ModelSummary = Type.Object({ text: Type.String() }, { additionalProperties: false });
type ModelSummary = Static<typeof ModelSummary>;

const system = (locale: Locale) =>
    [
        "You summarise a vehicle's history for a motor garage's service writer in two or three sentences in",
        `${languageOf(locale)}: its visits, how far it is driven a year, the work that keeps coming back and what falls`,
        'due (overdue first). Use only the facts given; add no advice, price or guess.',
        DATA_NOT_INSTRUCTIONS,
    ].join(' ');

/**
 * A vehicle's visits, mileage trend, recurring work and what is due: the facts are the server's; the text
 * is the built-in assistant's rules, or the model's wording of the same facts.
 */
export async function summariseVehicle(
    context: AssistantContext,
    caller: Caller,
    vehicleId: number,
    locale: Locale,
): Promise<Answered<VehicleSummary>> {
    const { workspaceId } = caller;
    const found = await withTenant(context.db, workspaceId, async tx => {
        const read = await vehicleFacts(tx, workspaceId, vehicleId);
        return read && { ...read, model: await modelOf(tx, context, workspaceId) };
    });
    if (!found) throw notFound();
    const { facts, vehicle, chineseNames } = found;
    const names = locale === 'en' ? facts.recurring.map(item => item.description) : chineseNames;
    const answered = await answerWith<ModelSummary, string>({
        model: found.model,
        question: {
            name: 'vehicle_summary',
            schema: ModelSummary,
            system: system(locale),
            data: {
                vehicle: { plate: vehicle.plate, make: vehicle.make, model: vehicle.model, year: vehicle.year },
                ...facts,
                recurring: facts.recurring.map((item, at) => ({ ...item, description: names[at] })),
            },
        },
        accept: answer => {
            if (!answer.text.trim()) throw new Unacceptable('the summary is empty');
            return answer.text.trim();
        },
        builtin: () => summaryText(facts, locale, names),
        ...askingLimits(context),
    });
    return { ...answered, value: { ...facts, text: answered.value, locale, ...authorship(answered) } };
}
