import { JOB_DRAFT_MAX_LINES } from '../../../../common/assistant';
import { catalogueName, type Locale } from '../../../../common/locales';
import type { CatalogueItem, JobDraftInput, ProposedJob, ProposedLine } from '../catalogue';
import { indexCatalogue, itemsNamedIn, partsFor, serviceFor, type IndexedCatalogue } from './catalogue-match';
import { splitClauses, type Clause } from './clauses';
import { findConcerns, readClauses, type Finding } from './find-concerns';
import { inLocale } from './glossary';
import { complaintHints, type ComplaintHints } from './hints';
import { quote, reason, summary, type LineRole } from './wording';

/**
 * One of the catalogue's unit — a service, a set of pads, a bottle, a litre — whatever the complaint says: the
 * service writer sets how many, and the text cannot ask for more.
 */
const QUANTITY_MILLI = 1000;

interface Proposal {
    at: number;
    item: CatalogueItem;
    role: LineRole;
    label: string;
    clause: Clause;
}

function proposalsFor(finding: Finding, catalogue: IndexedCatalogue, hints: ComplaintHints, locale: Locale) {
    const { concern, clause, at } = finding;
    const label = inLocale(concern.label, locale);
    const service = serviceFor(catalogue, concern.services);
    const parts = (concern.parts ?? []).flatMap(query => partsFor(catalogue, query, hints));
    return [
        ...(service ? [{ at, item: service, role: 'work' as const, label, clause }] : []),
        ...parts.map(item => ({ at, item, role: 'part' as const, label, clause })),
    ];
}

/**
 * The built-in assistant's job draft: the complaint's concerns (glossary words, clause by clause), each answered by
 * the catalogue's service for the work and the part it needs when the complaint or the catalogue makes it clear
 * which, plus items the complaint names outright. In the complaint's order, each item once, deterministic.
 */
export function draftJobBuiltin({ complaint, locale, catalogue }: JobDraftInput): ProposedJob {
    const indexed = indexCatalogue(catalogue);
    const clauses = splitClauses(complaint, { joiners: true });
    const read = readClauses(clauses);
    const hints = complaintHints(read);
    const findings = findConcerns(read);
    const answers = findings.flatMap(finding => proposalsFor(finding, indexed, hints, locale));
    const spoken = new Set(findings.map(finding => finding.clause));
    const named = clauses.flatMap(clause =>
        itemsNamedIn(indexed, clause, { byName: !spoken.has(clause) })
            .filter(item => !answers.some(answer => answer.item === item))
            .map(item => ({
                at: clause.start,
                item,
                role: 'named' as const,
                label: catalogueName(item, locale),
                clause,
            })),
    );
    const proposals: Proposal[] = [...answers, ...named].sort((a, b) => a.at - b.at);

    const lines: ProposedLine[] = [];
    const proposed = new Set<string>();
    for (const { item, role, label, clause } of proposals) {
        const key = `${item.kind}:${item.id}`;
        if (proposed.has(key) || lines.length >= JOB_DRAFT_MAX_LINES) continue;
        proposed.add(key);
        lines.push({
            kind: item.kind,
            id: item.id,
            quantity_milli: QUANTITY_MILLI,
            reason: reason(role, label, quote(clause, locale), locale),
        });
    }
    const mentions = [
        ...findings.map(finding => ({ at: finding.at, label: inLocale(finding.concern.label, locale) })),
        ...named,
    ].sort((a, b) => a.at - b.at);
    const labels = [...new Set(mentions.map(mention => mention.label))];
    return { summary: summary(labels, lines.length > 0, locale), lines };
}
