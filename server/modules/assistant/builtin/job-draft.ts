// PLACEHOLDER on the server branch: the built-in assistant's real matcher (glossary, trigrams) replaces this file.
import { JOB_DRAFT_MAX_LINES } from '../../../../common/assistant';
import { complaintTerms } from '../catalogue-load';
import type { JobDraftInput, ProposedJob } from '../catalogue';

/** Items whose name, Chinese name or category holds a word of the complaint, the most words first. */
export function draftJobBuiltin({ complaint, catalogue }: JobDraftInput): ProposedJob {
    const terms = complaintTerms(complaint);
    const scored = catalogue
        .map(item => {
            const text = `${item.name} ${item.name_zh} ${item.category}`.toLowerCase();
            return { item, words: terms.filter(term => text.includes(term)) };
        })
        .filter(({ words }) => words.length > 0)
        .sort((a, b) => b.words.length - a.words.length);
    return {
        summary: complaint.trim().slice(0, 200),
        lines: scored.slice(0, JOB_DRAFT_MAX_LINES).map(({ item, words }) => ({
            kind: item.kind,
            id: item.id,
            quantity_milli: 1000,
            reason: words.join(', '),
        })),
    };
}
