import { Box, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { formatMoney } from '../declared/fields';
import { listPath, Panel } from './Panels';

export type Aging =
    paths['/api/v3/motor-garage/statistic/aging']['get']['responses'][200]['content']['application/json']['data'];
type Bucket = Aging['buckets'][number];

const t = (key: string) => `motor-garage.statistic.aging.${key}`;

/**
 * The jobs list a bucket opens: not yet due on the Unpaid tab, the overdue ones on the Overdue tab narrowed to their
 * days (the API's `overdue_from` / `overdue_to`).
 */
export const bucketFilter = (bucket: Bucket) =>
    bucket.overdue_from === null
        ? { status: 'invoiced', overdue: false }
        : {
              overdue: true,
              overdue_from: bucket.overdue_from,
              ...(bucket.overdue_to === null ? {} : { overdue_to: bucket.overdue_to }),
          };

/** What is owed, by how late: each bucket's invoices and their balance, each opening its invoices. */
export const AgingBuckets = ({ aging }: { aging: Aging }) => {
    const translate = useTranslate();
    const jobs = useCreatePath()({ resource: 'motor-garage/invoice', type: 'list' });
    return (
        <Box
            component="ul"
            aria-label={translate(t('title'))}
            sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gridTemplateColumns: '1fr auto auto', gap: 1 }}
        >
            {aging.buckets.map(bucket => (
                <Box component="li" key={bucket.id} sx={{ display: 'contents' }}>
                    <MuiLink component={Link} to={listPath(jobs, bucketFilter(bucket))}>
                        {translate(t(`buckets.${bucket.id}`))}
                    </MuiLink>
                    <Typography color="text.secondary" sx={{ textAlign: 'right' }}>
                        {translate(t('invoices'), { smart_count: bucket.invoices })}
                    </Typography>
                    <Typography
                        sx={{ textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}
                        color={bucket.overdue_from !== null && bucket.invoices ? 'error' : undefined}
                    >
                        {formatMoney(bucket.balance_cents)}
                    </Typography>
                </Box>
            ))}
        </Box>
    );
};

/** The home page's panel of unpaid invoices by age, loaded on its own (it does not depend on the range). */
export const AgingPanel = () => {
    const [aging, setAging] = useState<Aging | null>(null);
    useEffect(() => {
        let live = true;
        unwrap<Aging>(api.GET('/api/v3/motor-garage/statistic/aging')).then(
            answer => live && setAging(answer),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, []);
    return (
        <Panel title={t('title')}>
            {aging ? <AgingBuckets aging={aging} /> : <Skeleton variant="rectangular" height={160} />}
        </Panel>
    );
};
