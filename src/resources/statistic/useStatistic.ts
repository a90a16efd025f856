import { useEffect, useState } from 'react';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useWorkspaceSettings } from '../../session/useWorkspaceSettings';
import { todayIn } from '../../session/zone';
import { previousRange, type DayRange } from './ranges';

export type Statistic =
    paths['/api/v3/motor-garage/statistic']['get']['responses'][200]['content']['application/json']['data'];

const load = (range: DayRange) =>
    unwrap<Statistic>(api.GET('/api/v3/motor-garage/statistic', { params: { query: range } }));

/** The workspace's time zone and its today (`YYYY-MM-DD`); undefined until the workspace has answered. */
export const useWorkspaceDay = () => {
    const settings = useWorkspaceSettings();
    return settings ? { zone: settings.zone, today: todayIn(settings.zone) } : undefined;
};

/** The figures of `range` and of the period of the same length before it; null while they load. */
export const useStatistic = (range: DayRange | undefined) => {
    const [figures, setFigures] = useState<{ range: DayRange; now: Statistic; before: Statistic } | null>(null);
    const from = range?.from;
    const to = range?.to;
    useEffect(() => {
        if (!from || !to) return;
        let live = true;
        Promise.all([load({ from, to }), load(previousRange({ from, to }))]).then(
            ([now, before]) => live && setFigures({ range: { from, to }, now, before }),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, [from, to]);
    return figures && figures.range.from === from && figures.range.to === to ? figures : null;
};
