import { dynamicApi, unwrap } from '../../api/client';

export interface DailyCount {
    /** YYYY-MM-DD, UTC */
    date: string;
    count: number;
}

/** GET /admin/v3/statistic: platform counts, and per-day sign-ups and sessions (oldest first). */
export interface PlatformStatistic {
    users: number;
    workspaces: number;
    admins: number;
    active_sessions: number;
    signups: DailyCount[];
    sessions: DailyCount[];
}

export const STATISTIC_DAYS = 30;

export const loadStatistic = (days = STATISTIC_DAYS): Promise<PlatformStatistic> =>
    unwrap<PlatformStatistic>(dynamicApi.GET('/admin/v3/statistic', { params: { query: { days } } }));

/** One row per date present in either series, oldest first, with both counts (0 where a series lacks the date). */
export const dailyRows = ({ signups, sessions }: Pick<PlatformStatistic, 'signups' | 'sessions'>) => {
    const byDate = new Map<string, { date: string; signups: number; sessions: number }>();
    const row = (date: string) => byDate.get(date) ?? byDate.set(date, { date, signups: 0, sessions: 0 }).get(date)!;
    signups.forEach(({ date, count }) => (row(date).signups = count));
    sessions.forEach(({ date, count }) => (row(date).sessions = count));
    return [...byDate.values()].sort((a, b) => a.date.localeCompare(b.date));
};
