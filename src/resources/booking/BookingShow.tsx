import { ResourceShow } from '../declared';
import { BookingActions } from './BookingActions';

/** A booking with its next steps beside the title. */
export const BookingShow = () => <ResourceShow actions={<BookingActions />} />;
