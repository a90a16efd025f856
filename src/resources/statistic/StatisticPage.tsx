import { Box, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { Title, useTranslate } from 'react-admin';
import { DayTextField } from '../../inputs';
import { usePageTitle } from '../../layouts/usePageTitle';
import { AgingPanel } from './AgingPanel';
import { MoneyCards } from './MoneyCards';
import { JobsByStatus, Panel, Reminders, TopItems } from './Panels';
import { daysIn, presetRange, PRESETS, type DayRange, type Preset } from './ranges';
import { TodayBookings } from './TodayBookings';
import { useStatistic, useWorkspaceDay } from './useStatistic';

const RevenueChart = lazy(() => import('./RevenueChart'));
const t = (key: string) => `motor-garage.statistic.${key}`;

/** A preset (this month by default) or two days typed in. */
const RangePicker = ({
    preset,
    range,
    onPreset,
    onRange,
}: {
    preset: Preset | 'custom';
    range: DayRange;
    onPreset: (preset: Preset) => void;
    onRange: (range: DayRange) => void;
}) => {
    const translate = useTranslate();
    return (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center' }}>
            <TextField
                select
                size="small"
                label={translate(t('range'))}
                value={preset}
                onChange={event => onPreset(event.target.value as Preset)}
                sx={{ minWidth: 180 }}
            >
                {PRESETS.map(name => (
                    <MenuItem key={name} value={name}>
                        {translate(t(`presets.${name}`))}
                    </MenuItem>
                ))}
                <MenuItem value="custom" disabled>
                    {translate(t('presets.custom'))}
                </MenuItem>
            </TextField>
            <DayTextField
                size="small"
                label={translate(t('from'))}
                value={range.from}
                onChange={from => onRange({ ...range, from })}
                sx={{ width: 190 }}
            />
            <DayTextField
                size="small"
                label={translate(t('to'))}
                value={range.to}
                onChange={to => onRange({ ...range, to })}
                sx={{ width: 190 }}
            />
        </Box>
    );
};

/**
 * The garage owner's home (`/app/motor-garage/statistic`): the money of a range of days against the period before
 * it, revenue by day, what is owed by how late, jobs by status, the best services and parts, today's bookings and
 * what needs doing.
 */
export const StatisticPage = () => {
    const translate = useTranslate();
    const title = usePageTitle('motor-garage.menu.statistic');
    const day = useWorkspaceDay();
    const [choice, setChoice] = useState<{ preset: Preset | 'custom'; range?: DayRange }>({ preset: 'this_month' });
    const range =
        choice.range ?? (day && choice.preset !== 'custom' ? presetRange(choice.preset, day.today) : undefined);
    const figures = useStatistic(range);
    const days = range ? daysIn(range) : 0;

    return (
        <Box sx={{ mt: 2, display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Title title={title} />
            <Box
                sx={{
                    display: 'flex',
                    flexWrap: 'wrap',
                    gap: 2,
                    alignItems: 'center',
                    justifyContent: 'space-between',
                }}
            >
                <Typography variant="h5" component="h1">
                    {title}
                </Typography>
                {range && (
                    <RangePicker
                        preset={choice.preset}
                        range={range}
                        onPreset={preset => setChoice({ preset })}
                        onRange={picked =>
                            setChoice({
                                preset: 'custom',
                                range: picked.from <= picked.to ? picked : { from: picked.to, to: picked.from },
                            })
                        }
                    />
                )}
            </Box>
            <MoneyCards now={figures?.now} before={figures?.before} days={days} />
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '2fr 1fr' } }}>
                <Panel title={t('revenue_by_day')}>
                    {figures ? (
                        <Suspense fallback={<Skeleton variant="rectangular" height={280} />}>
                            <RevenueChart days={figures.now.revenue_by_day} />
                        </Suspense>
                    ) : (
                        <Skeleton variant="rectangular" height={280} />
                    )}
                </Panel>
                {figures && day ? (
                    <Reminders statistic={figures.now} today={day.today} />
                ) : (
                    <Skeleton variant="rectangular" height={280} />
                )}
            </Box>
            {figures && day && (
                <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
                    <AgingPanel />
                    <TodayBookings today={day.today} zone={day.zone} />
                    <JobsByStatus jobs={figures.now.jobs_by_status} />
                    <TopItems title={t('top_services')} items={figures.now.top_services} />
                    <TopItems title={t('top_products')} items={figures.now.top_products} />
                </Box>
            )}
            <Typography variant="body2" color="text.secondary">
                {translate(t('in_zone'), { zone: day?.zone ?? '' })}
            </Typography>
        </Box>
    );
};

export default StatisticPage;
