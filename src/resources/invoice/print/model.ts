import { fpsPayee } from '../../../../common/fps';
import { formatBasisPoints, formatMilli, formatMoney } from '../../../inputs/format';
import { LANGUAGE_TAGS, type PrintLanguage } from './messages';

/** What the printed invoice reads of a job (GET /api/v3/motor-garage/invoice/{id}). */
export interface PrintJob {
    id: number;
    number: string;
    status: string;
    customer_id: number | null;
    vehicle_id: number | null;
    mileage_in: number | null;
    scheduled_start: string | null;
    lines: {
        description: string;
        /** the part's or service's Chinese name, copied when the line was added ('' for none) */
        description_zh?: string;
        quantity_milli: number;
        unit_price_cents: number;
        discount_cents: number;
        line_total_cents: number;
        /** false: declined by the customer (or not approved since): kept on the job, never printed on its bill */
        billable?: boolean;
    }[];
    subtotal_cents: number;
    discount_name?: string;
    discount_cents: number;
    tax_cents: number;
    tax_rate_bp: number;
    total_cents: number;
    paid_cents: number;
    balance_cents: number;
    payments: { amount_cents: number; method: string; paid_at: string; reference: string | null }[];
    invoice_number: string | null;
    invoiced_at: string | null;
    due_date: string | null;
    notes: string | null;
    created_at?: string;
}

export interface PrintCustomer {
    id: number;
    name: string;
    company_name?: string | null;
    phone?: string | null;
    email?: string | null;
    address?: string | null;
    preferred_locale?: string | null;
}

export interface PrintVehicle {
    id: number;
    plate: string;
    make?: string | null;
    model?: string | null;
    year?: number | null;
}

/** The workspace as GET /api/v3/workspace/{id} answers it. */
export interface PrintWorkspace {
    id: number;
    name: string;
    avatar: string | null;
    address: string;
    phone: string;
    email: string;
    business_registration_no: string;
    invoice_footer: string;
    invoice_footer_zh?: string;
    fps_id?: string;
    currency: string;
    timezone?: string;
}

/**
 * What a Chinese-speaking customer (zh-hk or zh-cn) reads where the garage wrote Chinese: a line's Chinese name, the
 * Chinese footer; everyone else, and lines or garages without it, the English. Written once, in whichever script the
 * garage typed: a Simplified invoice prints a Traditional name as it is.
 */
const inLanguage = (language: PrintLanguage, english: string, chinese: string | undefined) =>
    language !== 'en' && chinese ? chinese : english;

export const lineDescription = (line: PrintJob['lines'][number], language: PrintLanguage) =>
    inLanguage(language, line.description, line.description_zh);

export const invoiceFooter = (workspace: PrintWorkspace | undefined, language: PrintLanguage) =>
    workspace ? inLanguage(language, workspace.invoice_footer, workspace.invoice_footer_zh) : '';

/** Invoiced (or paid) jobs print as invoices, void ones as void invoices, everything before as quotations. */
export const documentKind = (status: string) =>
    status === 'void' ? 'void' : status === 'invoiced' || status === 'paid' ? 'invoice' : 'quotation';

/** `HK$1,234.50` (another currency: `USD 1,234.50`). */
export const printMoney = (cents: number, currency = 'HKD') => {
    const amount = formatMoney(Math.abs(cents)).slice(1);
    return `${cents < 0 ? '-' : ''}${currency === 'HKD' ? 'HK$' : `${currency} `}${amount}`;
};

export const printQuantity = formatMilli;
export const printRate = formatBasisPoints;

/** A day as the customer reads it: a date-only value as written, a timestamp in the garage's time zone. */
export const printDate = (value: string | null | undefined, language: PrintLanguage, timeZone = 'Asia/Hong_Kong') => {
    if (!value) return '';
    const dateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
    const date = new Date(dateOnly ? `${value}T00:00:00Z` : value);
    if (Number.isNaN(date.getTime())) return value;
    return new Intl.DateTimeFormat(LANGUAGE_TAGS[language], {
        year: 'numeric',
        month: 'short',
        day: 'numeric',
        timeZone: dateOnly ? 'UTC' : timeZone,
    }).format(date);
};

/** The FPS QR code's payee and currency, when this job should carry one: invoiced, with a balance, an FPS proxy set. */
export const fpsTarget = (job: PrintJob, workspace: PrintWorkspace | undefined) =>
    fpsPayee({
        status: job.status,
        balanceCents: job.balance_cents,
        fpsId: workspace?.fps_id,
        currency: workspace?.currency ?? 'HKD',
    });
