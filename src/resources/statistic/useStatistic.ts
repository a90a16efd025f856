import { useEffect, useState } from 'react';
import { useGetOne } from 'react-admin';
import { api, unwrap } from '../../api/client';
import type { paths } from '../../api/schema';
import { useSession } from '../../session';
import { todayIn } from '../invoice/editor/amounts';
import { previousRange, type DayRange } from './ranges';

export type Statistic = paths['/api/v3/motor-garage/statistic']['get']['responses'][200]['content']['application/json']['data'];

const load = (range: DayRange) => unwrap<Statistic>(api.GET('/api/v3/motor-garage/statistic', { params: { query: range } }));

/** The workspace's time zone and its today (`YYYY-MM-DD`); undefined until the workspace has answered. */
export const useWorkspaceDay = () => {
    const { workspace } = useSession();
    const id = workspace?.workspace_id;
    const { data } = useGetOne<{ id: number; timezone?: string }>('workspace', { id: id! }, { enabled: Boolean(id) });
    if (!data) return undefined;
    const zone = data.timezone || 'Asia/Hong_Kong';
    return { zone, today: todayIn(zone) };
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
