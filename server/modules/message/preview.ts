import { and, desc, eq, isNotNull } from 'drizzle-orm';
import type { Locale } from '../../../common/locales';
import type { MessageKind } from '../../../common/messages';
import { smsLength } from '../../../common/sms-length';
import type { Tx } from '../../db/client';
import { jobs, workspaces } from '../../db/schema';
import { notFound } from '../../http/errors';
import { portalUrl } from '../portal/links';
import { loadMessageContext, placeholderValues, type MessageLinks } from './context';
import { linkPageOf } from './links';
import { assertKnownPlaceholders, fillPlaceholders, formatDay, formatMoment, formatMoney } from './placeholders';
import type { PlaceholderValues } from './placeholders';
import { itemLines } from './vehicle-items';

export type PreviewChannel = 'email' | 'whatsapp' | 'sms';

export interface PreviewRequest {
    kind: MessageKind;
    locale: Locale;
    channel: PreviewChannel;
    subject: string;
    body: string;
    /** the job to show it with; else the workspace's latest job with a customer */
    jobId?: number;
}

/**
 * A preview's links: the page the kind's link really opens, with a token as long as a real one (43 characters) so the
 * SMS length is the one the customer gets — but no link is made, and this one opens nothing.
 */
const PREVIEW_TOKEN = 'preview-only'.padEnd(43, '0');

const previewLinks = (origin: string, kind: MessageKind): MessageLinks => {
    const page = linkPageOf(kind);
    return {
        link: page ? portalUrl(origin, page, PREVIEW_TOKEN) : '',
        opt_out_link: portalUrl(origin, 'opt_out', PREVIEW_TOKEN),
    };
};

const SAMPLE_NAMES: Record<Locale, string> = { en: 'Chan Tai Man', 'zh-hk': '陳大文', 'zh-cn': '陈大文' };

/** `days` from today as `YYYY-MM-DD` (UTC: a sample needs no zone). */
const dayAfter = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** What a garage with no job yet sees its wording with: a made-up customer, car and job, the garage's own name. */
function sampleValues(locale: Locale, timeZone: string): PlaceholderValues {
    const plate = 'AB 1234';
    const booking = new Date(`${dayAfter(1)}T02:00:00Z`);
    return {
        customer_name: SAMPLE_NAMES[locale],
        plate,
        job_number: `J-${dayAfter(0).slice(0, 4)}-00042`,
        invoice_number: `INV-${dayAfter(0).slice(0, 4)}-00017`,
        total: formatMoney(123_450),
        balance: formatMoney(123_450),
        due_date: formatDay(dayAfter(14), locale),
        booking_time: formatMoment(booking, timeZone, locale),
        expiry_date: formatDay(dayAfter(30), locale),
        items: itemLines(
            [
                { kind: 'licence_reminder', plate, day: dayAfter(30) },
                { kind: 'insurance_reminder', plate, day: dayAfter(45) },
            ],
            locale,
        ),
    };
}

/** The values a real job gives, those it has no record for (a booking time, an expiry) left out. */
async function jobValues(tx: Tx, workspaceId: number, request: PreviewRequest, links: MessageLinks) {
    const [job] = await tx
        .select({ id: jobs.id, customerId: jobs.customerId, vehicleId: jobs.vehicleId, bookingId: jobs.bookingId })
        .from(jobs)
        .where(
            and(
                eq(jobs.workspaceId, workspaceId),
                isNotNull(jobs.customerId),
                request.jobId === undefined ? undefined : eq(jobs.id, request.jobId),
            ),
        )
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(1);
    if (!job) {
        if (request.jobId !== undefined) throw notFound();
        return null;
    }
    const context = await loadMessageContext(tx, workspaceId, {
        kind: request.kind,
        customer_id: job.customerId!,
        job_id: job.id,
        vehicle_id: job.vehicleId,
        booking_id: job.bookingId,
    });
    const values = placeholderValues(context, request.locale, links);
    const given = Object.entries(values).filter(([, value]) => value !== '');
    return { job: context.job!, values: Object.fromEntries(given) as PlaceholderValues };
}

/**
 * A draft wording as the customer would read it on `channel`: filled from a real recent job of the workspace (what
 * it lacks, and everything for a garage with no job yet, from a sample), with its length as an SMS. Unknown
 * placeholders are refused as saving refuses them. Nothing is written: its links open nothing.
 */
export async function previewWording(tx: Tx, workspaceId: number, origin: string, request: PreviewRequest) {
    assertKnownPlaceholders(request.subject, 'subject');
    assertKnownPlaceholders(request.body, 'body');
    const [workspace] = await tx.select().from(workspaces).where(eq(workspaces.id, workspaceId));
    const links = previewLinks(origin, request.kind);
    const real = await jobValues(tx, workspaceId, request, links);
    const values: PlaceholderValues = {
        ...sampleValues(request.locale, workspace.timezone),
        garage_name: workspace.name,
        garage_phone: workspace.phone,
        ...links,
        ...real?.values,
    };
    const body = fillPlaceholders(request.body, values);
    return {
        subject: request.channel === 'email' ? fillPlaceholders(request.subject, values) : null,
        body,
        job_id: real?.job.id ?? null,
        job_number: real?.job.number ?? null,
        sms: request.channel === 'sms' ? smsLength(body) : null,
    };
}
