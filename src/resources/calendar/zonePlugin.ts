import { createPlugin } from '@fullcalendar/core';
import { NamedTimeZoneImpl } from '@fullcalendar/core/internal';
import { offsetForWallClock, wallClockAt } from '../../session/zone';

/**
 * Named time zones for FullCalendar through the browser's Intl, as its Luxon and Moment plugins do with those
 * libraries. Without such a plugin FullCalendar takes a named `timeZone` as UTC and drops the offsets of the times it
 * is given; with it, the calendar shows and hands back real instants in the workspace's zone.
 */
class IntlNamedTimeZone extends NamedTimeZoneImpl {
    offsetForArray(clock: number[]): number {
        return offsetForWallClock(clock, this.timeZoneName);
    }

    timestampToArray(ms: number): number[] {
        return wallClockAt(ms, this.timeZoneName);
    }
}

export const intlTimeZonePlugin = createPlugin({
    name: 'pitstop-intl-time-zone',
    namedTimeZonedImpl: IntlNamedTimeZone,
});
