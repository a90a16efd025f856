import { declareResource } from '../declared';

/** Messages to customers: the generated list (sending, and each record's timeline, are on its page). */
export default declareResource({
    name: 'motor-garage/message',
    createTitle: 'motor-garage.create.message',
    title: 'kind',
    list: ['created_at', 'kind', 'customer_id', 'channel', 'to', 'status', 'sent_at'],
    compact: { primary: 'kind', secondary: 'to', tertiary: 'status' },
    form: ['kind', 'customer_id', 'vehicle_id', 'job_id', 'booking_id', 'channel', 'locale', 'subject', 'body'],
    defaultSort: { field: 'created_at', order: 'DESC' },
});
