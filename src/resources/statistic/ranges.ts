/** Day arithmetic on `YYYY-MM-DD` strings (calendar days, no time zone: the workspace's today comes in). */
const DAY_MS = 86_400_000;
const parse = (day: string) => Date.parse(`${day}T00:00:00Z`);
const format = (ms: number) => new Date(ms).toISOString().slice(0, 10);

export const addDays = (day: string, days: number) => format(parse(day) + days * DAY_MS);
/** Days from `from` to `to`, both included. */
export const daysIn = ({ from, to }: DayRange) => Math.round((parse(to) - parse(from)) / DAY_MS) + 1;

export interface DayRange {
    from: string;
    to: string;
}

export const PRESETS = ['today', 'last_7_days', 'last_30_days', 'this_month', 'last_month', 'this_year'] as const;
export type Preset = (typeof PRESETS)[number];

/** The range a preset names, on the workspace's `today`. */
export function presetRange(preset: Preset, today: string): DayRange {
    const year = today.slice(0, 4);
    const monthStart = `${today.slice(0, 7)}-01`;
    switch (preset) {
        case 'today':
            return { from: today, to: today };
        case 'last_7_days':
            return { from: addDays(today, -6), to: today };
        case 'last_30_days':
            return { from: addDays(today, -29), to: today };
        case 'this_month':
            return { from: monthStart, to: today };
        case 'last_month': {
            const lastMonthEnd = addDays(monthStart, -1);
            return { from: `${lastMonthEnd.slice(0, 7)}-01`, to: lastMonthEnd };
        }
        case 'this_year':
            return { from: `${year}-01-01`, to: today };
    }
}

/** The range of the same length just before `range`: what its figures are compared with. */
export const previousRange = (range: DayRange): DayRange => {
    const length = daysIn(range);
    return { from: addDays(range.from, -length), to: addDays(range.from, -1) };
};

/** The change from `before` to `now` as a fraction (0.25 = up 25 %), or null when there is nothing to compare with. */
export const changeOf = (now: number, before: number) => (before === 0 ? null : (now - before) / before);
