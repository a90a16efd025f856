import { useRecordContext } from 'react-admin';
import { useWorkspaceZone } from '../../session/useWorkspaceSettings';
import { todayIn } from '../../session/zone';
import { bookingMessageKinds, jobMessageKinds, vehicleMessageKinds } from './kinds';
import { MessageTimeline, type MessageFilter } from './MessageTimeline';
import { SendMessageButton } from './SendMessageButton';

type Target = 'customer_id' | 'job_id' | 'booking_id' | 'vehicle_id';

/** The messages of the page's record (a customer, a job, a booking, a vehicle): its "Messages" section. */
export const RecordMessages = ({ target }: { target: Target }) => {
    const record = useRecordContext();
    return record ? <MessageTimeline filter={{ [target]: record.id } as MessageFilter} /> : null;
};

/** "Send message" on a job's page: the kinds its status calls for. */
export const JobMessageButton = () => {
    const job = useRecordContext<{ id: number; customer_id: number | null; status: string; paid_cents: number }>();
    return job ? (
        <SendMessageButton customerId={job.customer_id} about={{ job_id: job.id }} kinds={jobMessageKinds(job)} />
    ) : null;
};

/** "Send message" on a booking's page while it is still to come. */
export const BookingMessageButton = () => {
    const booking = useRecordContext<{ id: number; customer_id: number | null; status: string }>();
    return booking ? (
        <SendMessageButton
            customerId={booking.customer_id}
            about={{ booking_id: booking.id }}
            kinds={bookingMessageKinds(booking)}
        />
    ) : null;
};

/** "Send message" on a vehicle's page: its owner reminded of a licence, examination, insurance or service. */
export const VehicleMessageButton = () => {
    const vehicle = useRecordContext<{ id: number; customer_id: number | null; year: number | null }>();
    const thisYear = Number(todayIn(useWorkspaceZone()).slice(0, 4));
    return vehicle ? (
        <SendMessageButton
            customerId={vehicle.customer_id}
            about={{ vehicle_id: vehicle.id }}
            kinds={vehicleMessageKinds(vehicle, thisYear)}
        />
    ) : null;
};
