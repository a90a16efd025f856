import { and, eq } from 'drizzle-orm';
import { Type, type Static } from 'typebox';
import { fpsPayee, fpsPayload } from '../../../common/fps';
import type { Tx } from '../../db/client';
import { customers, vehicles, workspaces } from '../../db/schema';
import { notFound } from '../../http/errors';
import { Nullable, Timestamp } from '../../http/schemas';
import { findRecord } from '../../resources/queries';
import { billedLines, loadLines, loadPayments } from '../job/lines';
import { jobResource } from '../job/resource';
import { GarageFace, garageFace } from './garage-face';

const Garage = Type.Object({
    ...GarageFace.properties,
    business_registration_no: Type.String(),
    invoice_footer: Type.String(),
    invoice_footer_zh: Type.String(),
    currency: Type.String(),
    fps_id: Type.String(),
});

const Money = Type.Integer();
const PortalInvoice = Type.Object({
    number: Type.String(),
    status: Type.String(),
    invoice_number: Nullable(Type.String()),
    invoiced_at: Nullable(Timestamp),
    due_date: Nullable(Type.String({ format: 'date' })),
    created_at: Timestamp,
    mileage_in: Nullable(Type.Integer()),
    notes: Type.String({ description: "The note for the customer (the job's internal notes are never shown)" }),
    customer: Nullable(Type.Object({ name: Type.String(), company_name: Type.String() })),
    vehicle: Nullable(
        Type.Object({
            plate: Type.String(),
            make: Type.String(),
            model: Type.String(),
            year: Nullable(Type.Integer()),
        }),
    ),
    lines: Type.Array(
        Type.Object({
            description: Type.String(),
            description_zh: Type.String(),
            quantity_milli: Type.Integer(),
            unit_price_cents: Money,
            discount_cents: Money,
            line_total_cents: Money,
        }),
    ),
    subtotal_cents: Money,
    discount_name: Type.String(),
    discount_cents: Money,
    tax_rate_bp: Type.Integer(),
    tax_cents: Money,
    total_cents: Money,
    paid_cents: Money,
    balance_cents: Money,
    payments: Type.Array(
        Type.Object({ amount_cents: Money, method: Type.String(), paid_at: Timestamp, reference: Type.String() }),
    ),
    fps_payload: Nullable(Type.String({ description: 'The FPS QR code that pays the balance; null: nothing to pay' })),
});

export const PortalPage = Type.Object(
    {
        purpose: Type.Literal('invoice'),
        locale: Type.String({ description: "The customer's preferred language: the page's, unless they switch" }),
        garage: Garage,
        invoice: PortalInvoice,
    },
    { title: 'PortalPage' },
);

const iso = (value: unknown) => (value instanceof Date ? value.toISOString() : (value as string | null));

/** What the customer's invoice page shows of job `jobId`: read in its workspace's tenant, nothing internal. */
export async function invoiceView(tx: Tx, workspaceId: number, jobId: number): Promise<Static<typeof PortalPage>> {
    const job = (await findRecord(tx, jobResource, workspaceId, jobId)) as Record<string, never> | null;
    if (!job) throw notFound();
    const [garage] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    const [customer] = job.customer_id
        ? await tx
              .select()
              .from(customers)
              .where(and(eq(customers.workspaceId, workspaceId), eq(customers.id, job.customer_id)))
        : [];
    const [vehicle] = job.vehicle_id
        ? await tx
              .select()
              .from(vehicles)
              .where(and(eq(vehicles.workspaceId, workspaceId), eq(vehicles.id, job.vehicle_id)))
        : [];
    // What the invoice bills: lines the customer declined stay on the job, not on their bill.
    const lines = billedLines(await loadLines(tx, workspaceId, jobId));
    const payments = await loadPayments(tx, workspaceId, jobId);
    const payee = fpsPayee({
        status: job.status,
        balanceCents: job.balance_cents,
        fpsId: garage.fpsId,
        currency: garage.currency,
    });
    return {
        purpose: 'invoice',
        locale: customer?.preferredLocale ?? 'zh-hk',
        garage: {
            ...garageFace(garage),
            business_registration_no: garage.businessRegistrationNo,
            invoice_footer: garage.invoiceFooter,
            invoice_footer_zh: garage.invoiceFooterZh,
            currency: garage.currency,
            fps_id: garage.fpsId,
        },
        invoice: {
            number: job.number,
            status: job.status,
            invoice_number: job.invoice_number,
            invoiced_at: iso(job.invoiced_at),
            due_date: job.due_date,
            created_at: iso(job.created_at)!,
            mileage_in: job.mileage_in,
            notes: job.notes ?? '',
            customer: customer ? { name: customer.name, company_name: customer.companyName } : null,
            vehicle: vehicle
                ? { plate: vehicle.plate, make: vehicle.make, model: vehicle.model, year: vehicle.year }
                : null,
            lines: lines.map(
                ({
                    description,
                    description_zh,
                    quantity_milli,
                    unit_price_cents,
                    discount_cents,
                    line_total_cents,
                }) => ({
                    description,
                    description_zh,
                    quantity_milli,
                    unit_price_cents,
                    discount_cents,
                    line_total_cents,
                }),
            ),
            subtotal_cents: job.subtotal_cents,
            discount_name: job.discount_name ?? '',
            discount_cents: job.discount_cents,
            tax_rate_bp: job.tax_rate_bp,
            tax_cents: job.tax_cents,
            total_cents: job.total_cents,
            paid_cents: job.paid_cents,
            balance_cents: job.balance_cents,
            payments: payments.map(({ amount_cents, method, paid_at, reference }) => ({
                amount_cents,
                method,
                paid_at: iso(paid_at)!,
                reference,
            })),
            fps_payload: payee
                ? fpsPayload({
                      ...payee,
                      amountCents: job.balance_cents,
                      merchantName: garage.name,
                      reference: job.invoice_number,
                  })
                : null,
        },
    };
}
