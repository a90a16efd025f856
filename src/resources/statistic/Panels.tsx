import {
    Box,
    Card,
    CardContent,
    CardHeader,
    Link as MuiLink,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
} from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { formatMilli, formatMoney } from '../declared/fields';
import { JOB_STATUSES } from '../../../common/jobs';
import { JOB_STATUS_STYLE } from '../invoice/StatusChip';
import { addDays } from './ranges';
import type { Statistic } from './useStatistic';

const t = (key: string) => `motor-garage.statistic.${key}`;

export const Panel = ({ title, children, action }: { title: string; children: ReactNode; action?: ReactNode }) => {
    const translate = useTranslate();
    return (
        <Card variant="outlined" sx={{ height: '100%' }}>
            <CardHeader
                title={translate(title)}
                titleTypographyProps={{ variant: 'h6', component: 'h2' }}
                action={action}
            />
            <CardContent sx={{ pt: 0 }}>{children}</CardContent>
        </Card>
    );
};

/** Jobs written down in the range, by the status they have now. */
export const JobsByStatus = ({ jobs }: { jobs: Statistic['jobs_by_status'] }) => (
    <Panel title={t('jobs_by_status')}>
        <Box
            component="ul"
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr auto', rowGap: 1 }}
        >
            {JOB_STATUSES.map(status => (
                <Box component="li" key={status} sx={{ display: 'contents' }}>
                    <span>
                        <StatusChip status={status} style={JOB_STATUS_STYLE} />
                    </span>
                    <Typography sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
                        {jobs[status]}
                    </Typography>
                </Box>
            ))}
        </Box>
    </Panel>
);

/** The best services or parts of the range by revenue. */
export const TopItems = ({ title, items }: { title: string; items: Statistic['top_services'] }) => {
    const translate = useTranslate();
    return (
        <Panel title={title}>
            {items.length ? (
                <Table size="small">
                    <TableHead>
                        <TableRow>
                            <TableCell>{translate(t('item'))}</TableCell>
                            <TableCell align="right">{translate(t('quantity'))}</TableCell>
                            <TableCell align="right">{translate(t('revenue'))}</TableCell>
                        </TableRow>
                    </TableHead>
                    <TableBody>
                        {items.map(item => (
                            <TableRow key={item.id}>
                                <TableCell>{item.name}</TableCell>
                                <TableCell align="right">{formatMilli(item.quantity_milli)}</TableCell>
                                <TableCell align="right">{formatMoney(item.revenue_cents)}</TableCell>
                            </TableRow>
                        ))}
                    </TableBody>
                </Table>
            ) : (
                <Typography color="text.secondary">{translate(t('nothing_invoiced'))}</Typography>
            )}
        </Panel>
    );
};

/** A count that leads to the list it counts. */
const CountLink = ({ label, count, to }: { label: string; count: number; to: string }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', alignItems: 'baseline', justifyContent: 'space-between', gap: 2, py: 0.5 }}>
            <MuiLink component={Link} to={to}>
                {translate(label)}
            </MuiLink>
            <Typography variant="h6" component="span" sx={{ fontVariantNumeric: 'tabular-nums' }}>
                {count}
            </Typography>
        </Box>
    );
};

/** A list's path opened on `filter` (react-admin reads it from the URL). */
export const listPath = (path: string, filter: object) =>
    `${path}?filter=${encodeURIComponent(JSON.stringify(filter))}`;

/** What to act on: the bookings of today and the week, licences to remind, parts to reorder. */
export const Reminders = ({ statistic, today }: { statistic: Statistic; today: string }) => {
    const createPath = useCreatePath();
    const list = (resource: string) => createPath({ resource, type: 'list' });
    return (
        <Panel title={t('to_do')}>
            <CountLink
                label={t('bookings_today')}
                count={statistic.bookings_today}
                to={listPath(list('motor-garage/booking'), { from: today, to: today })}
            />
            <CountLink
                label={t('bookings_upcoming')}
                count={statistic.bookings_upcoming}
                to={listPath(list('motor-garage/booking'), { from: addDays(today, 1), to: addDays(today, 7) })}
            />
            <CountLink
                label={t('licences_expiring')}
                count={statistic.licences_expiring}
                to={listPath(list('motor-garage/vehicle'), { licence_expiry_before: addDays(today, 30) })}
            />
            <CountLink
                label={t('low_stock')}
                count={statistic.low_stock}
                to={listPath(list('motor-garage/product'), { low_stock: true })}
            />
        </Panel>
    );
};
