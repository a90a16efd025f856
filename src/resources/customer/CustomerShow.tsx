import { Typography } from '@mui/material';
import { CreateButton, Datagrid, ReferenceManyField, TextField, useRecordContext, useTranslate } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { ResourceShow, ShowSection } from '../declared';
import { JobsOf } from '../invoice/JobsOf';
import { formatMoney } from '../declared/fields';

const Balance = () => {
    const record = useRecordContext();
    const cents = Number(record?.balance_cents ?? 0);
    return (
        <Typography variant="h5" component="p" color={cents > 0 ? 'error' : 'text.primary'}>
            {formatMoney(cents)}
        </Typography>
    );
};

const AddVehicleButton = () => {
    const record = useRecordContext();
    if (!record) return null;
    return (
        <CreateButton
            resource="motor-garage/vehicle"
            label="relationship.customer.add_vehicle"
            state={{ record: { customer_id: record.id } }}
        />
    );
};

/** A customer: contact card (the declared show fields), balance owed, their vehicles (add one from here) and their jobs. */
export const CustomerShow = () => {
    const translate = useTranslate();
    return (
        <ResourceShow>
            <ShowSection title={translate('relationship.customer.balance_owed')}>
                <Balance />
            </ShowSection>
            <ShowSection title={translate('relationship.customer.sections.vehicles')}>
                <AddVehicleButton />
                <ReferenceManyField
                    reference="motor-garage/vehicle"
                    target="customer_id"
                    sort={{ field: 'plate', order: 'ASC' }}
                >
                    <Datagrid
                        rowClick="show"
                        bulkActionButtons={false}
                        empty={
                            <Typography variant="body2">{translate('relationship.customer.no_vehicles')}</Typography>
                        }
                    >
                        <TextField source="plate" label="motor-garage.vehicle.fields.plate" />
                        <TextField source="make" label="motor-garage.vehicle.fields.make" />
                        <TextField source="model" label="motor-garage.vehicle.fields.model" />
                        <DayField source="licence_expiry" label="motor-garage.vehicle.fields.licence_expiry" />
                    </Datagrid>
                </ReferenceManyField>
            </ShowSection>
            <ShowSection title={translate('relationship.customer.sections.jobs')}>
                <JobsOf target="customer_id" empty="relationship.customer.no_jobs" />
            </ShowSection>
        </ResourceShow>
    );
};
