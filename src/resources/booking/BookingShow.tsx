import { ResourceShow } from '../declared';
import { BookingMessageButton, RecordMessages } from '../message/RecordMessages';
import { BookingActions } from './BookingActions';

/** A booking with its next steps beside the title, and the messages sent about it. */
export const BookingShow = () => (
    <ResourceShow
        actions={
            <>
                <BookingActions />
                <BookingMessageButton />
            </>
        }
    >
        <RecordMessages target="booking_id" />
    </ResourceShow>
);
