import type { Tx } from '../../db/client';
import { draftJobBuiltin } from './builtin/job-draft';
import { declaresPartsFor } from './builtin/usual-parts';
import type { CatalogueItem, JobDraftInput } from './catalogue';
import { learnedParts } from './learned-parts';

/**
 * The catalogue with, on each service the built-in draft of the complaint proposes that declares no usual parts for
 * the car, the parts the garage's own invoiced jobs usually bill with it (JOB_DRAFT_MAX_LINES services at most).
 */
export async function withLearnedParts(tx: Tx, workspaceId: number, input: JobDraftInput): Promise<CatalogueItem[]> {
    const proposed = new Set(
        draftJobBuiltin(input)
            .lines.filter(line => line.kind === 'service')
            .map(line => line.id),
    );
    const learned = new Map<number, CatalogueItem['learned_parts']>();
    for (const item of input.catalogue)
        if (item.kind === 'service' && proposed.has(item.id) && !declaresPartsFor(item, input.vehicle))
            learned.set(item.id, await learnedParts(tx, workspaceId, item.id, input.vehicle ?? null));
    return input.catalogue.map(item =>
        item.kind === 'service' && learned.get(item.id)?.length
            ? { ...item, learned_parts: learned.get(item.id) }
            : item,
    );
}
