import type { RaRecord } from 'react-admin';
import { formatDateTime, type Clock } from '../../session/zone';
import { declareResource } from '../declared';
import { CustomerPicker, VehiclePicker } from '../../inputs/pickers';
import { BookingList } from './BookingList';
import { BookingPhone } from './BookingPhone';
import { BookingShow } from './BookingShow';
import { BookingSourceField, BookingStatusField } from './BookingStatus';

/** "8 Dec 2026, 09:30 · Mr Ho": when (in the workspace's zone), and who where the booking names a walk-in. */
const bookingName = (booking: RaRecord, clock: Clock) =>
    [formatDateTime(booking.start_at, clock), booking.walk_in_name].filter(Boolean).join(' · ');

/** Bookings: a customer's (or a walk-in's) slot in the workshop, within the garage's bays; one becomes a job. */
export default declareResource({
    name: 'motor-garage/booking',
    createTitle: 'motor-garage.create.booking',
    title: bookingName,
    list: [
        'start_at',
        'end_at',
        'status',
        'source',
        'customer_id',
        'walk_in_name',
        'vehicle_id',
        'plate',
        'service_ids',
    ],
    // BookingList's phone rows add who booked and the vehicle's plate
    compact: { primary: 'start_at', secondary: 'status', tertiary: 'plate' },
    form: [
        'start_at',
        'end_at',
        'customer_id',
        'walk_in_name',
        'walk_in_phone',
        'vehicle_id',
        'plate',
        'service_ids',
        'notes',
    ],
    show: [
        'start_at',
        'end_at',
        'status',
        'source',
        'customer_id',
        'walk_in_name',
        'phone',
        'vehicle_id',
        'plate',
        'service_ids',
        'job_id',
        'notes',
        'created_at',
    ],
    defaultSort: { field: 'start_at', order: 'ASC' },
    alwaysOn: ['status', 'from'],
    // phone: the customer's, else the walk-in's, to call or message from the booking
    fieldComponents: { status: BookingStatusField, source: BookingSourceField, phone: BookingPhone },
    inputComponents: { customer_id: CustomerPicker, vehicle_id: VehiclePicker },
    // the status moves by the show page's buttons, which offer only the moves the server allows
    components: { list: BookingList, show: BookingShow },
});
