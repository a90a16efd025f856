import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { LINE_APPROVALS } from '../../../common/approvals';
import type { Tx } from '../../db/client';
import { customers, vehicles, workspaces } from '../../db/schema';
import { GarageFace, garageFace } from '../portal/garage-face';
import { notFound } from '../../http/errors';
import { Nullable, Timestamp } from '../../http/schemas';
import { findRecord } from '../../resources/queries';
import { loadLines } from '../job/lines';
import { jobResource } from '../job/resource';
import { pricingOf } from '../job/totals';
import { OPEN_JOB_STATUSES } from '../../../common/jobs';
import { estimateHash } from './hash';
import { latestSignature } from '../job/billing';
import { offeredTotals } from './record';

const Money = Type.Integer();

export const EstimatePage = Type.Object(
    {
        purpose: Type.Literal('estimate'),
        locale: Type.String({ description: "The customer's preferred language: the page's, unless they switch" }),
        garage: Type.Object({ ...GarageFace.properties, currency: Type.String() }),
        estimate: Type.Object({
            number: Type.String(),
            plate: Nullable(Type.String()),
            lines: Type.Array(
                Type.Object({
                    id: Type.Integer({ description: 'What approved_line_ids and declined_line_ids name' }),
                    description: Type.String(),
                    description_zh: Type.String({ description: "A zh-hk or zh-cn reader's, when not ''" }),
                    quantity_milli: Type.Integer(),
                    unit_price_cents: Money,
                    discount_cents: Money,
                    line_total_cents: Money,
                    approval: Nullable(Type.Enum([...LINE_APPROVALS])),
                }),
            ),
            subtotal_cents: Money,
            discount_name: Type.String(),
            discount_cents: Money,
            discount_rule: Nullable(
                Type.Object(
                    {
                        kind: Type.Enum(['percent', 'amount']),
                        percent_bp: Type.Integer(),
                        amount_cents: Money,
                        min_subtotal_cents: Type.Integer({
                            description: 'Below this subtotal the approved lines get no discount',
                        }),
                    },
                    { description: "The job's discount, to total the approved lines alone" },
                ),
            ),
            tax_rate_bp: Type.Integer(),
            tax_cents: Money,
            total_cents: Money,
            approval: Nullable(Type.Object({ signature_name: Type.String(), signed_at: Timestamp })),
            estimate_hash: Type.String({
                description: 'SHA-256 of the lines and totals shown: send it back to approve',
            }),
            needs_approval: Type.Boolean({
                description: 'Never signed, or changed since it was signed, and not closed',
            }),
            closed: Type.Boolean({
                description:
                    'The job is invoiced, paid, void or cancelled: the estimate takes no more answers (409 `estimate_closed`)',
            }),
        }),
    },
    { title: 'EstimatePage' },
);
export type EstimatePage = Static<typeof EstimatePage>;

/** What the customer's estimate page shows of job `jobId`: read in its workspace's tenant, nothing internal. */
export async function estimateView(tx: Tx, workspaceId: number, jobId: number): Promise<EstimatePage> {
    const job = (await findRecord(tx, jobResource, workspaceId, jobId)) as Record<string, never> | null;
    if (!job) throw notFound();
    const [garage] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    const [customer] = job.customer_id
        ? await tx
              .select({ locale: customers.preferredLocale })
              .from(customers)
              .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, job.customer_id)))
        : [];
    const [vehicle] = job.vehicle_id
        ? await tx
              .select({ plate: vehicles.plate })
              .from(vehicles)
              .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.id, job.vehicle_id)))
        : [];
    const lines = await loadLines(tx, workspaceId, jobId);
    const { discount } = await pricingOf(tx, workspaceId, job.discount_id);
    const approval = await latestSignature(tx, workspaceId, jobId);
    const totals = await offeredTotals(tx, workspaceId, { ...job, id: jobId }, lines);
    const hash = estimateHash(lines, totals);
    const closed = !OPEN_JOB_STATUSES.includes(job.status);
    return {
        purpose: 'estimate',
        locale: customer?.locale ?? 'zh-hk',
        garage: { ...garageFace(garage), currency: garage.currency },
        estimate: {
            number: job.number,
            plate: vehicle?.plate ?? null,
            lines: lines.map(line => ({
                id: line.id,
                description: line.description,
                description_zh: line.description_zh,
                quantity_milli: line.quantity_milli,
                unit_price_cents: line.unit_price_cents,
                discount_cents: line.discount_cents,
                line_total_cents: line.line_total_cents,
                approval: line.approval,
            })),
            subtotal_cents: totals.subtotal_cents,
            discount_cents: totals.discount_cents,
            tax_cents: totals.tax_cents,
            total_cents: totals.total_cents,
            discount_name: totals.discount_name,
            discount_rule: discount
                ? {
                      kind: discount.kind,
                      percent_bp: discount.percentBp,
                      amount_cents: discount.amountCents,
                      min_subtotal_cents: discount.minSubtotalCents,
                  }
                : null,
            tax_rate_bp: job.tax_rate_bp,
            approval: approval
                ? { signature_name: approval.signatureName, signed_at: approval.signedAt.toISOString() }
                : null,
            estimate_hash: hash,
            needs_approval: !closed && approval?.estimateHash !== hash,
            closed,
        },
    };
}
