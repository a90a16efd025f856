import Typography from '@mui/material/Typography';
import { useTranslate } from 'ra-core';
import type { DayHours } from '../../../../common/online-booking';
import { intlTag } from '../../../i18n/locale';
import { dayLabel } from '../portalDates';
import { usePortalLocale } from '../portalLocale';
import type { BookPage } from './bookApi';

const key = (name: string) => `portal.book.${name}`;

/** A weekday's short name in the customer's language, Monday 0 (30 November 2026 was a Monday). */
const weekday = (index: number, locale: string) =>
    new Date(Date.UTC(2026, 10, 30 + index)).toLocaleDateString(intlTag(locale), {
        weekday: 'short',
        timeZone: 'UTC',
    });

const sameHours = (a: DayHours | null, b: DayHours | null) => a?.open === b?.open && a?.close === b?.close;

/** The week as runs of weekdays with the same hours, Monday first: "Mon–Sat 09:00–18:00", "Sun closed". */
function runsOf(week: (DayHours | null)[]) {
    const runs: { from: number; to: number; hours: DayHours | null }[] = [];
    week.forEach((hours, day) => {
        const last = runs[runs.length - 1];
        if (last && sameHours(last.hours, hours)) last.to = day;
        else runs.push({ from: day, to: day, hours });
    });
    return runs;
}

/**
 * When the garage takes bookings, on its clock: its week's hours, and the closed dates among the days the page
 * offers (the page offers no time outside them).
 */
export const OpeningHours = ({ rules, lastDay }: { rules: BookPage['rules']; lastDay: string | undefined }) => {
    const translate = useTranslate();
    const locale = usePortalLocale();
    const week = runsOf(rules.opening_hours).map(({ from, to, hours }) => {
        const days = from === to ? weekday(from, locale) : `${weekday(from, locale)}–${weekday(to, locale)}`;
        return hours ? `${days} ${hours.open}–${hours.close}` : translate(key('closed_days'), { days });
    });
    const closed = rules.closed_dates.filter(day => !lastDay || day <= lastDay);
    return (
        <Typography variant="body2" color="text.secondary">
            {translate(key('hours'), { hours: week.join(' · ') })}
            {closed.length > 0 &&
                ` ${translate(key('closed_on'), { days: closed.map(day => dayLabel(day, locale)).join(', ') })}`}
        </Typography>
    );
};
