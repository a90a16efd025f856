import type { Locale } from '../../../../common/locales';
import { fillPlaceholders, type PlaceholderValues } from '../../message/placeholders';
import { instructionSentences, withSentences } from './instruction-wording';
import { readInstructions } from './instructions';

export interface BuiltinMessage {
    subject: string;
    body: string;
    /** The pieces of the instructions it could not follow, as written. */
    not_followed: string[];
    /** Whether the message is the template as filled, nothing of the assistant's own in it. */
    from_template: boolean;
}

/**
 * The built-in assistant's message: the template filled as a new draft is, with a sentence for each instruction it
 * can follow (an apology, the time the car is ready) in the message's language; the rest said to be not followed.
 */
export function draftMessageBuiltin(
    template: { subject: string; body: string },
    values: PlaceholderValues,
    instructions: string | undefined,
    locale: Locale,
): BuiltinMessage {
    const subject = fillPlaceholders(template.subject, values);
    const body = fillPlaceholders(template.body, values);
    if (!instructions?.trim()) return { subject, body, not_followed: [], from_template: true };
    const read = readInstructions(instructions);
    const sentences = instructionSentences(read, locale);
    return {
        subject,
        body: withSentences(body, sentences, locale),
        not_followed: read.notFollowed,
        from_template: sentences.length === 0,
    };
}
