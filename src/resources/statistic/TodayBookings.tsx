import { List as MuiList, ListItem, ListItemButton, ListItemText, Typography } from '@mui/material';
import {
    Link,
    RecordContextProvider,
    ReferenceField,
    TextField,
    useCreatePath,
    useGetList,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { BookingStatusField } from '../booking/BookingStatus';
import { Panel } from './Panels';

/** Who booked: the customer on file, else the walk-in's name. */
const Who = ({ booking }: { booking: RaRecord }) =>
    booking.customer_id ? (
        <ReferenceField source="customer_id" reference="relationship/customer" link={false}>
            <TextField source="name" />
        </ReferenceField>
    ) : (
        <span>{booking.walk_in_name}</span>
    );

/** The booked car: the vehicle on file's plate, else the plate typed in. */
const Plate = ({ booking }: { booking: RaRecord }) =>
    booking.vehicle_id ? (
        <ReferenceField source="vehicle_id" reference="motor-garage/vehicle" link={false}>
            <TextField source="plate" />
        </ReferenceField>
    ) : (
        <span>{booking.plate}</span>
    );

/** Today's bookings in order (times in the workspace's zone), each opening its page. */
export const TodayBookings = ({ today, zone }: { today: string; zone: string }) => {
    const translate = useTranslate();
    const time = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', timeZone: zone });
    const createPath = useCreatePath();
    const { data, isPending } = useGetList('motor-garage/booking', {
        filter: { from: today, to: today, status: 'pending,confirmed,arrived,completed' },
        sort: { field: 'start_at', order: 'ASC' },
        pagination: { page: 1, perPage: 12 },
    });
    return (
        <Panel title="motor-garage.statistic.today_bookings">
            {!isPending && !data?.length && (
                <Typography color="text.secondary">{translate('motor-garage.statistic.no_bookings_today')}</Typography>
            )}
            <MuiList dense disablePadding>
                {data?.map(booking => (
                    <RecordContextProvider key={booking.id} value={booking}>
                        <ListItem disablePadding>
                            <ListItemButton
                                component={Link}
                                to={createPath({ resource: 'motor-garage/booking', id: booking.id, type: 'show' })}
                            >
                                <ListItemText
                                    primary={
                                        <>
                                            {time.format(new Date(booking.start_at))} · <Who booking={booking} />
                                        </>
                                    }
                                    secondary={<Plate booking={booking} />}
                                />
                                <BookingStatusField />
                            </ListItemButton>
                        </ListItem>
                    </RecordContextProvider>
                ))}
            </MuiList>
        </Panel>
    );
};
