import { Type, type Static, type TInteger } from 'typebox';
import { Day } from '../../http/schemas';
import { JOB_STATUSES, type JobStatus } from '../../../common/jobs';

/** The longest range one call covers: a year, leap day included. */
export const MAX_RANGE_DAYS = 366;

const Money = (description: string) => Type.Integer({ 'x-kind': 'money', description });
const Count = (description: string) => Type.Integer({ minimum: 0, description });

const TopItem = (what: string, title: string) =>
    Type.Object(
        {
            id: Type.Integer({ description: `The ${what}'s id` }),
            name: Type.String({ description: `The ${what}'s name` }),
            quantity_milli: Type.Integer({
                'x-kind': 'quantity_milli',
                description: 'Quantity invoiced, in thousandths',
            }),
            revenue_cents: Money('Sum of the line totals'),
        },
        { title },
    );

export const StatisticQuery = Type.Object({
    from: Day({ description: "First day of the range, in the workspace's time zone" }),
    to: Day({ description: `Last day of the range (included; at most ${MAX_RANGE_DAYS} days in all)` }),
});

const JobsByStatus = Type.Object(
    Object.fromEntries(JOB_STATUSES.map(status => [status, Type.Integer({ minimum: 0 })])) as Record<
        JobStatus,
        TInteger
    >,
    { description: 'Jobs created in the range, by their status now' },
);

export const Statistic = Type.Object(
    {
        revenue_cents: Money('Payments received (paid_at) in the range'),
        invoiced_cents: Money('Totals of the invoices issued in the range (invoiced or paid; void ones excluded)'),
        outstanding_cents: Money('Balance still owed on every invoiced job, whenever issued'),
        average_invoice_cents: Money('invoiced_cents per invoice issued in the range, rounded; 0 when none'),
        jobs_by_status: JobsByStatus,
        revenue_by_day: Type.Array(
            Type.Object(
                {
                    date: Type.String({ format: 'date' }),
                    cents: Money('Payments received that day'),
                },
                { title: 'StatisticDay' },
            ),
            { description: 'Every day of the range in order, days without payments included' },
        ),
        top_services: Type.Array(TopItem('service', 'StatisticService'), {
            description: 'The best 5 services by revenue over the invoices issued in the range',
        }),
        top_products: Type.Array(TopItem('product', 'StatisticProduct'), {
            description: 'The best 5 products by revenue over the invoices issued in the range',
        }),
        bookings_today: Count('Bookings starting today that are not cancelled or no-shows'),
        bookings_upcoming: Count('The same for the next 7 days after today'),
        licences_expiring: Count('Vehicles whose licence expires within 30 days or has expired'),
        low_stock: Count('Active products at or below their reorder level'),
    },
    { title: 'Statistic' },
);

export type StatisticData = Static<typeof Statistic>;
