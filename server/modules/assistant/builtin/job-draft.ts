import { JOB_DRAFT_MAX_LINES } from '../../../../common/assistant';
import { catalogueName, type Locale } from '../../../../common/locales';
import type { CatalogueItem, JobDraftInput, ProposedJob, ProposedLine, UsualPart } from '../catalogue';
import { indexCatalogue, itemsNamedIn, partsFor, serviceFor, type IndexedCatalogue } from './catalogue-match';
import { splitClauses, type Clause } from './clauses';
import { findConcerns, readClauses, type Finding } from './find-concerns';
import { inLocale } from './glossary';
import { complaintHints, type ComplaintHints } from './hints';
import { unmatchedClauses } from './unmatched';
import { usualPartsFor } from './usual-parts';
import { quote, reason, summary, type LineRole } from './wording';

/**
 * One of the catalogue's unit — a service, a set of pads, a bottle, a litre — whatever the complaint says (a usual
 * part brings its own quantity): the service writer sets how many, and the text cannot ask for more.
 */
const QUANTITY_MILLI = 1000;

interface Proposal {
    at: number;
    kind: CatalogueItem['kind'];
    id: number;
    quantity_milli: number;
    role: LineRole;
    label: string;
    clause: Clause;
}

const asPart = ({ id }: CatalogueItem): UsualPart => ({
    product_id: id,
    quantity_milli: QUANTITY_MILLI,
    make: '',
    model: '',
});

/**
 * The parts the work needs: the service's usual parts for the car; else those the complaint or the catalogue makes
 * clear; else those the garage's own invoiced jobs usually bill with the service.
 */
function partsOf(service: CatalogueItem | undefined, finding: Finding, catalogue: IndexedCatalogue, context: Context) {
    const usual = usualPartsFor(service?.usual_parts ?? [], context.vehicle);
    if (usual.length > 0) return usual;
    const found = (finding.concern.parts ?? []).flatMap(query => partsFor(catalogue, query, context.hints));
    if (found.length > 0) return found.map(asPart);
    return service?.learned_parts ?? [];
}

interface Context {
    hints: ComplaintHints;
    vehicle: JobDraftInput['vehicle'];
    locale: Locale;
}

function proposalsFor(finding: Finding, catalogue: IndexedCatalogue, context: Context): Proposal[] {
    const { concern, clause, at } = finding;
    const label = inLocale(concern.label, context.locale);
    const service = serviceFor(catalogue, concern.services);
    const parts = partsOf(service, finding, catalogue, context);
    return [
        ...(service
            ? [
                  {
                      at,
                      kind: 'service' as const,
                      id: service.id,
                      quantity_milli: QUANTITY_MILLI,
                      role: 'work' as const,
                      label,
                      clause,
                  },
              ]
            : []),
        ...parts.map(part => ({
            at,
            kind: 'product' as const,
            id: part.product_id,
            quantity_milli: part.quantity_milli,
            role: 'part' as const,
            label,
            clause,
        })),
    ];
}

/**
 * The built-in assistant's job draft: the complaint's concerns (glossary words, clause by clause), each answered by
 * the catalogue's service for the work and the part it needs when the complaint or the catalogue makes it clear
 * which, plus items the complaint names outright. In the complaint's order, each item once, deterministic.
 */
export function draftJobBuiltin({ complaint, locale, catalogue, vehicle }: JobDraftInput): ProposedJob {
    const indexed = indexCatalogue(catalogue);
    const clauses = splitClauses(complaint, { joiners: true });
    const read = readClauses(clauses);
    const hints = complaintHints(read);
    const findings = findConcerns(read);
    const answers = findings.flatMap(finding => proposalsFor(finding, indexed, { hints, vehicle, locale }));
    const spoken = new Set(findings.map(finding => finding.clause));
    const named = clauses.flatMap(clause =>
        itemsNamedIn(indexed, clause, { byName: !spoken.has(clause) })
            .filter(item => !answers.some(answer => answer.kind === item.kind && answer.id === item.id))
            .map(item => ({
                at: clause.start,
                kind: item.kind,
                id: item.id,
                quantity_milli: QUANTITY_MILLI,
                role: 'named' as const,
                label: catalogueName(item, locale),
                clause,
            })),
    );
    const proposals: Proposal[] = [...answers, ...named].sort((a, b) => a.at - b.at);

    const lines: ProposedLine[] = [];
    const proposed = new Set<string>();
    for (const { kind, id, quantity_milli, role, label, clause } of proposals) {
        const key = `${kind}:${id}`;
        if (proposed.has(key) || lines.length >= JOB_DRAFT_MAX_LINES) continue;
        proposed.add(key);
        lines.push({
            kind,
            id,
            quantity_milli,
            reason: reason(role, label, quote(clause, locale), locale),
        });
    }
    const mentions = [
        ...findings.map(finding => ({ at: finding.at, label: inLocale(finding.concern.label, locale) })),
        ...named,
    ].sort((a, b) => a.at - b.at);
    const labels = [...new Set(mentions.map(mention => mention.label))];
    const unmatched = unmatchedClauses(clauses, new Set([...spoken, ...named.map(mention => mention.clause)]));
    return { summary: summary(labels, lines.length > 0, locale), lines, unmatched };
}
