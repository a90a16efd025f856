import { Type, type Static } from 'typebox';
import { withTenant } from '../../db/tenant';
import { answerWith, authorship, Unacceptable, type Answered } from './answer';
import { explainBuiltin } from './builtin/explain';
import {
    askingLimits,
    DATA_NOT_INSTRUCTIONS,
    languageOf,
    modelOf,
    type AssistantContext,
    type Caller,
} from './context';
import type { ExplainBody, Explanation } from './schemas';

const ModelExplanation = Type.Object({ text: Type.String() }, { additionalProperties: false });
type ModelExplanation = Static<typeof ModelExplanation>;

const system = (locale: Explanation['locale']) =>
    [
        "You explain a motor garage technician's note or estimate line to the car's owner, who is not a mechanic.",
        `Write one to three plain sentences in ${languageOf(locale)}: what was found or will be done, and why it`,
        'matters. Keep every part name, quantity and number the note gives; add no price, no diagnosis and no work',
        'the note does not give.',
        DATA_NOT_INSTRUCTIONS,
    ].join(' ');

/** A technician's shorthand in words a customer understands. */
export async function explainNote(
    context: AssistantContext,
    caller: Caller,
    { text, locale }: Static<typeof ExplainBody>,
): Promise<Answered<Explanation>> {
    const model = await withTenant(context.db, caller.workspaceId, tx => modelOf(tx, context, caller.workspaceId));
    const answered = await answerWith<ModelExplanation, string>({
        model,
        question: { name: 'explanation', schema: ModelExplanation, system: system(locale), data: { note: text } },
        accept: answer => {
            if (!answer.text.trim()) throw new Unacceptable('the explanation is empty');
            return answer.text.trim();
        },
        builtin: () => explainBuiltin(text, locale),
        ...askingLimits(context),
    });
    return { ...answered, value: { text: answered.value, locale, ...authorship(answered) } };
}
