import { Box, Stack, Typography } from '@mui/material';
import { Link, useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import { StatusChip } from '../../components/StatusChip';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDate } from '../../session/zone';
import { formatMilli, formatMoney } from '../declared/fields';
import { JOB_STATUS_STYLE } from '../invoice/StatusChip';
import { useVehicleHistory, type HistoryJob } from './history';

const t = (key: string) => `motor-garage.vehicle.history.${key}`;
const JOB = 'motor-garage/invoice';

/** A dot on the timeline's line, level with the entry's first row. */
const DOT = {
    content: '""',
    position: 'absolute',
    left: -7,
    top: 6,
    width: 12,
    height: 12,
    borderRadius: '50%',
    bgcolor: 'primary.main',
};

/** One visit: its day, the job (linked), status and total; the mileage then; the work done. */
const Visit = ({ job }: { job: HistoryJob }) => {
    const translate = useTranslate();
    const createPath = useCreatePath();
    const clock = useClock();
    return (
        <Box
            component="li"
            sx={{
                position: 'relative',
                ml: 1,
                pl: 2.5,
                pb: 2.5,
                borderLeft: 2,
                borderColor: 'divider',
                '&::before': DOT,
                '&:last-of-type': { borderColor: 'transparent' },
            }}
        >
            <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={1.5} rowGap={0.5}>
                <Typography component="time" dateTime={job.happens_at} sx={{ fontWeight: 500 }}>
                    {formatDate(job.happens_at, clock)}
                </Typography>
                <Link to={createPath({ resource: JOB, id: job.id, type: 'show' })}>{job.number}</Link>
                <StatusChip status={job.status} style={JOB_STATUS_STYLE} />
                <Typography sx={{ ml: 'auto', fontWeight: 500 }}>{formatMoney(job.total_cents)}</Typography>
            </Stack>
            {job.mileage_in !== null && (
                <Typography variant="body2" color="text.secondary">
                    {translate(t('mileage'), { km: job.mileage_in.toLocaleString(clock.locale) })}
                </Typography>
            )}
            {job.lines.length ? (
                <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5, typography: 'body2' }}>
                    {job.lines.map(line => (
                        <li key={line.id}>
                            {translate(t('line'), {
                                description: line.description,
                                quantity: formatMilli(line.quantity_milli),
                            })}
                        </li>
                    ))}
                </Box>
            ) : (
                <Typography variant="body2" color="text.secondary">
                    {translate(t('no_lines'))}
                </Typography>
            )}
        </Box>
    );
};

/**
 * The vehicle's service history as a timeline, newest first (`title` names the list); under the latest visits, when it
 * has older ones, the way to all its jobs.
 */
export const ServiceHistory = ({ title }: { title: string }) => {
    const translate = useTranslate();
    const createPath = useCreatePath();
    const vehicle = useRecordContext();
    const history = useVehicleHistory(vehicle?.id as number | undefined);
    if (!vehicle || !history) return null;
    if (!history.jobs.length)
        return <Typography variant="body2">{translate('motor-garage.vehicle.no_history')}</Typography>;
    const allJobs = `${createPath({ resource: JOB, type: 'list' })}?filter=${encodeURIComponent(
        JSON.stringify({ vehicle_id: vehicle.id }),
    )}`;
    return (
        <>
            <Box component="ol" aria-label={title} sx={{ listStyle: 'none', m: 0, mt: 2, p: 0 }}>
                {history.jobs.map(job => (
                    <Visit key={job.id} job={job} />
                ))}
            </Box>
            {history.more && (
                <Typography variant="body2">
                    {translate(t('latest'), { count: history.jobs.length })}{' '}
                    <Link to={allJobs}>{translate(t('all_jobs'))}</Link>
                </Typography>
            )}
        </>
    );
};
