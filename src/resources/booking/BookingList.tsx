import { Box } from '@mui/material';
import { SimpleList, type RaRecord } from 'react-admin';
import { useClock } from '../../session/useWorkspaceSettings';
import { dayIn, formatDateTime, todayIn, type Clock } from '../../session/zone';
import { ResourceList } from '../declared';
import { FilterTabs } from '../declared/FilterTabs';
import { ReferenceName } from '../declared/ReferenceName';
import { BookingSourceField, BookingStatusField } from './BookingStatus';

/**
 * The list's tabs on the garage's days (the API's `from` and `to` filters): today's bookings, today's and later ones,
 * all of them.
 */
export const bookingTabs = (today: string) =>
    [
        { id: 'today', filter: { from: today, to: today } },
        { id: 'upcoming', filter: { from: today } },
        { id: 'all', filter: {} },
    ] as const;

/** The filters the tabs set. */
const TAB_KEYS = ['from', 'to'];

/** The tab whose days the list's filter holds; none (false) when it holds other days. */
export const bookingTabOf = (today: string) => (filter: Record<string, unknown>) =>
    bookingTabs(today).find(tab => TAB_KEYS.every(key => (tab.filter as Record<string, unknown>)[key] === filter[key]))
        ?.id ?? false;

/** "09:30" for a booking today, "Dec 8, 2026, 9:30 AM" for one on another day: in the garage's zone. */
const startTime = (iso: string, clock: Clock) =>
    dayIn(new Date(iso), clock.zone) === todayIn(clock.zone)
        ? new Date(iso).toLocaleTimeString(clock.locale, { timeStyle: 'short', timeZone: clock.zone })
        : formatDateTime(iso, clock);

/**
 * A booking on a phone: its time and status (and "Online" when the customer booked it); the plate and who booked (a
 * walk-in's name, or the customer's).
 */
const BookingCompactRows = () => {
    const clock = useClock();
    return (
        <SimpleList
            linkType="show"
            primaryText={(booking: RaRecord) => (
                <Box component="span" sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
                    <Box component="span" sx={{ fontWeight: 500 }}>
                        {startTime(booking.start_at, clock)}
                    </Box>
                    <BookingStatusField source="status" />
                    {booking.source === 'online' && <BookingSourceField source="source" />}
                </Box>
            )}
            secondaryText={(booking: RaRecord) => (
                <Box component="span" sx={{ display: 'flex', columnGap: 1, flexWrap: 'wrap' }}>
                    {booking.plate ? (
                        <span>{booking.plate}</span>
                    ) : (
                        <ReferenceName source="vehicle_id" model="motor-garage/vehicle" />
                    )}
                    {booking.walk_in_name ? (
                        <span>{booking.walk_in_name}</span>
                    ) : (
                        <ReferenceName source="customer_id" model="relationship/customer" />
                    )}
                </Box>
            )}
        />
    );
};

/**
 * The bookings: opened on today's, earliest first (the declaration's order), in the garage's time zone; tabs for
 * today, today and later, and all. The list does not reopen on the days it was left with: yesterday's "today" would
 * be stale.
 */
export const BookingList = () => {
    const today = todayIn(useClock().zone);
    const tabs = bookingTabs(today);
    return (
        <ResourceList
            filterDefaultValues={tabs[0].filter}
            storeKey={false}
            beforeRows={
                <FilterTabs
                    tabs={tabs}
                    keys={TAB_KEYS}
                    current={bookingTabOf(today)}
                    namespace="motor-garage.booking.tabs"
                />
            }
            compactRows={<BookingCompactRows />}
        />
    );
};
