import { Box, Card, CardContent, CardHeader, LinearProgress, Typography } from '@mui/material';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocaleState, useRecordContext, useTranslate } from 'react-admin';
import { isLocale } from '../../i18n/locale';
import { useClock } from '../../session/useWorkspaceSettings';
import type { Clock } from '../../session/zone';
import { formatDay } from '../reminder/days';
import { AssistantSource } from './AssistantSource';
import { assistantCalls, type VehicleSummary } from './calls';

const t = (key: string) => `assistant.summary.${key}`;

/** The vehicle's summary in the interface's language; null while it loads, 'failed' when it could not be had. */
const useSummary = (id: number | undefined) => {
    const [locale] = useLocaleState();
    const [loaded, setLoaded] = useState<{ key: string; summary: VehicleSummary | 'failed' } | null>(null);
    const key = `${id}/${locale}`;
    useEffect(() => {
        if (id === undefined) return;
        let live = true;
        const settle = (summary: VehicleSummary | 'failed') => live && setLoaded({ key, summary });
        assistantCalls.summariseVehicle(id, isLocale(locale) ? locale : 'en').then(settle, () => settle('failed'));
        return () => {
            live = false;
        };
    }, [id, locale, key]);
    return loaded?.key === key ? loaded.summary : null;
};

/** A term and its value, as the summary's facts list them. */
const Fact = ({ term, children }: { term: string; children: string }) => {
    const translate = useTranslate();
    return (
        <>
            <Typography component="dt" variant="body2" color="text.secondary">
                {translate(term)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0 }}>
                {children}
            </Typography>
        </>
    );
};

const Facts = ({ summary, clock }: { summary: VehicleSummary; clock: Clock }) => {
    const translate = useTranslate();
    const day = (value: string | null) => (value ? formatDay(value, clock) : '—');
    const latest = summary.mileage.at(-1);
    return (
        <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5, my: 2 }}>
            <Fact term={t('visits')}>{String(summary.visits)}</Fact>
            <Fact term={t('first_visit')}>{day(summary.first_visit)}</Fact>
            <Fact term={t('last_visit')}>{day(summary.last_visit)}</Fact>
            <Fact term={t('mileage_trend')}>
                {summary.km_per_year === null
                    ? translate(t('mileage_unknown'))
                    : translate(t('km_per_year'), { km: summary.km_per_year.toLocaleString(clock.locale) })}
            </Fact>
            {latest && (
                <Fact term={t('latest_reading')}>
                    {translate(t('reading'), { km: latest.km.toLocaleString(clock.locale), day: day(latest.day) })}
                </Fact>
            )}
        </Box>
    );
};

/** A titled list of the summary's (recurring work, what is due), or nothing when empty. */
const List = ({ title, children }: { title: string; children: ReactNode[] }) => {
    const translate = useTranslate();
    if (!children.length) return null;
    return (
        <>
            <Typography variant="subtitle2" component="h3" sx={{ mt: 1 }}>
                {translate(title)}
            </Typography>
            <Box component="ul" sx={{ m: 0, mb: 1, pl: 2.5, typography: 'body2' }}>
                {children}
            </Box>
        </>
    );
};

const Summary = ({ summary }: { summary: VehicleSummary }) => {
    const translate = useTranslate();
    const clock = useClock();
    return (
        <>
            <Typography lang={summary.locale}>{summary.text}</Typography>
            <Facts summary={summary} clock={clock} />
            <List title={t('recurring')}>
                {summary.recurring.map(work => (
                    <li key={`${work.description}-${work.service_id ?? work.product_id}`}>
                        {translate(t('recurring_item'), {
                            description: work.description,
                            times: work.times,
                            day: formatDay(work.last_day, clock),
                        })}
                    </li>
                ))}
            </List>
            <List title={t('due')}>
                {summary.due.map(due => (
                    <Box
                        component="li"
                        key={`${due.kind}-${due.day}`}
                        sx={due.overdue ? { color: 'error.main', fontWeight: 500 } : undefined}
                    >
                        {translate(t(due.overdue ? 'overdue_item' : 'due_item'), {
                            what: translate(t(`due_kind.${due.kind}`)),
                            day: formatDay(due.day, clock),
                        })}
                    </Box>
                ))}
            </List>
            <AssistantSource
                source={summary.source}
                fallback={summary.fallback}
                fallback_reason={summary.fallback_reason}
                sx={{ mt: 1 }}
            />
        </>
    );
};

/**
 * The vehicle's summary by the assistant: a few sentences, its visits, mileage trend, recurring work and what is due
 * (overdue in words and in the error colour), and who wrote it. It loads beside the page; a failure is said quietly.
 */
const VehicleSummaryCard = () => {
    const translate = useTranslate();
    const vehicle = useRecordContext();
    const summary = useSummary(vehicle?.id as number | undefined);
    const title = translate(t('title'));
    return (
        <Card variant="outlined" component="section" aria-label={title} sx={{ mt: 3 }}>
            <CardHeader title={title} titleTypographyProps={{ variant: 'h6', component: 'h2' }} />
            <CardContent sx={{ pt: 0 }}>
                {summary === null && <LinearProgress aria-label={translate(t('loading'))} />}
                {summary === 'failed' && (
                    <Typography variant="body2" color="text.secondary">
                        {translate(t('unavailable'))}
                    </Typography>
                )}
                {summary && summary !== 'failed' && <Summary summary={summary} />}
            </CardContent>
        </Card>
    );
};

export default VehicleSummaryCard;
