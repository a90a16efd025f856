import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import { Box, Card, CardContent, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { formatMoney } from '../declared/fields';
import { listPath } from './Panels';
import { changeOf } from './ranges';
import type { Statistic } from './useStatistic';

type MoneyKey = 'revenue_cents' | 'invoiced_cents' | 'average_invoice_cents' | 'outstanding_cents';
/** Outstanding is every unpaid invoice now, whatever the range: it has no previous period to compare with. */
const CARDS: [key: MoneyKey, compared: boolean][] = [
    ['revenue_cents', true],
    ['invoiced_cents', true],
    ['average_invoice_cents', true],
    ['outstanding_cents', false],
];
const percent = new Intl.NumberFormat('en', { style: 'percent', maximumFractionDigits: 0, signDisplay: 'never' });

/** "↑ 12 % on the previous 30 days", green when up, red when down; nothing to compare with, a plain note. */
const Change = ({ now, before, days }: { now: number; before: number; days: number }) => {
    const translate = useTranslate();
    const change = changeOf(now, before);
    if (change === null)
        return (
            <Typography variant="body2" color="text.secondary">
                {translate('motor-garage.statistic.no_comparison')}
            </Typography>
        );
    const up = change >= 0;
    const Arrow = up ? ArrowUpwardIcon : ArrowDownwardIcon;
    return (
        <Typography
            variant="body2"
            sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color: up ? 'success.main' : 'error.main' }}
        >
            <Arrow fontSize="inherit" aria-hidden />
            {translate(up ? 'motor-garage.statistic.change_up' : 'motor-garage.statistic.change_down', {
                change: percent.format(change),
                smart_count: days,
            })}
        </Typography>
    );
};

/** The outstanding figure opens the unpaid invoices: the jobs list on its Unpaid tab. */
const UnpaidLink = ({ children }: { children: ReactNode }) => {
    const translate = useTranslate();
    const jobs = useCreatePath()({ resource: 'motor-garage/invoice', type: 'list' });
    return (
        <MuiLink
            component={Link}
            to={listPath(jobs, { status: 'invoiced' })}
            color="inherit"
            title={translate('motor-garage.statistic.outstanding_link')}
        >
            {children}
        </MuiLink>
    );
};

/** The four money figures of the range, each against the period of the same length before it. */
export const MoneyCards = ({ now, before, days }: { now?: Statistic; before?: Statistic; days: number }) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: 'repeat(4, 1fr)' } }}>
            {CARDS.map(([key, compared]) => (
                <Card key={key} variant="outlined">
                    <CardContent>
                        <Box role="group" aria-label={translate(`motor-garage.statistic.${key}`)}>
                            <Typography color="text.secondary">{translate(`motor-garage.statistic.${key}`)}</Typography>
                            <Typography variant="h4" component="p" data-testid={key}>
                                {!now ? (
                                    <Skeleton width={120} />
                                ) : key === 'outstanding_cents' ? (
                                    <UnpaidLink>{formatMoney(now[key])}</UnpaidLink>
                                ) : (
                                    formatMoney(now[key])
                                )}
                            </Typography>
                            {now && before && compared && <Change now={now[key]} before={before[key]} days={days} />}
                            {now && !compared && (
                                <Typography variant="body2" color="text.secondary">
                                    {translate('motor-garage.statistic.outstanding_note')}
                                </Typography>
                            )}
                        </Box>
                    </CardContent>
                </Card>
            ))}
        </Box>
    );
};
