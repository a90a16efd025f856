import { ResourceShow } from '../declared';
import { BookingMessageButton, RecordMessages } from '../message/RecordMessages';
import { BookingActions } from './BookingActions';
import { BookingShareButton } from './BookingShareButton';

/** A booking with its next steps beside the title, and the messages sent about it. */
export const BookingShow = () => (
    <ResourceShow
        actions={
            <>
                <BookingActions />
                <BookingShareButton />
                <BookingMessageButton />
            </>
        }
    >
        <RecordMessages target="booking_id" />
    </ResourceShow>
);
