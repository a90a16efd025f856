import { useRecordContext, type RaRecord } from 'react-admin';
import { PrefilledCreateButton } from '../../components/PrefilledCreateButton';

/**
 * "New job" and "Book" beside a customer's or a vehicle's title: the job or booking form opens with what `prefill`
 * takes from the page's record (the customer, the vehicle and its owner), for sessions that may write them.
 */
export const NewWorkButtons = ({ prefill }: { prefill: (record: RaRecord) => Record<string, unknown> }) => {
    const record = useRecordContext();
    if (!record) return null;
    const values = prefill(record);
    return (
        <>
            <PrefilledCreateButton
                resource="motor-garage/invoice"
                label="motor-garage.work.new_job"
                record={values}
                need="invoice:write"
            />
            <PrefilledCreateButton
                resource="motor-garage/booking"
                label="motor-garage.work.book"
                record={values}
                need="booking:write"
            />
        </>
    );
};
