import { ResourceShow } from '../declared';
import { BookingMessageButton, RecordMessages } from '../message/RecordMessages';
import { BookingActions } from './BookingActions';
import { ConfirmationToSend } from './BookingConfirmation';
import { BookingShareButton } from './BookingShareButton';

/** A booking with its next steps beside the title, a confirmation waiting to be sent, and the messages about it. */
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
        <ConfirmationToSend />
        <RecordMessages target="booking_id" />
    </ResourceShow>
);
