import type { Concern } from './concern';
import { PART_CONCERNS } from './concerns-parts';
import { VAGUE_CONCERNS } from './concerns-vague';
import { WORK_CONCERNS } from './concerns-work';

/**
 * Every concern in order of precedence: the first found in a clause can rule out the ones after it, and the vague
 * ones (`fallback`), last, count only when nothing else is found.
 */
export const CONCERNS: Readonly<Record<string, Concern>> = { ...WORK_CONCERNS, ...PART_CONCERNS, ...VAGUE_CONCERNS };

for (const [name, concern] of Object.entries(CONCERNS))
    for (const other of concern.unless ?? [])
        if (!CONCERNS[other]) throw new Error(`Concern ${name} is ruled out by an unknown concern ${other}`);
