import { CreateButton, useRecordContext } from 'react-admin';
import { useCan, type PermissionNeed } from '../../session/permissions';

/**
 * Opens `resource`'s create page with this customer filled in (the form reads the location's record), where the
 * session may (`need`).
 */
export const CreateForCustomerButton = ({
    resource,
    label,
    need,
}: {
    resource: string;
    label: string;
    need?: PermissionNeed;
}) => {
    const record = useRecordContext();
    const can = useCan();
    if (!record || !can(need)) return null;
    return <CreateButton resource={resource} label={label} state={{ record: { customer_id: record.id } }} />;
};

/** Beside a customer's title: start a job or book them in. */
export const CustomerActions = () => (
    <>
        <CreateForCustomerButton
            resource="motor-garage/invoice"
            label="relationship.customer.new_job"
            need="invoice:write"
        />
        <CreateForCustomerButton
            resource="motor-garage/booking"
            label="relationship.customer.book"
            need="booking:write"
        />
    </>
);
