import { Stack, Typography } from '@mui/material';
import { Datagrid, ReferenceManyField, TextField, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { DayField } from '../../components/DateFields';
import { PrefilledCreateButton } from '../../components/PrefilledCreateButton';
import { SidewaysScroll } from '../../components/SidewaysScroll';
import { ResourceShow, ShowSection } from '../declared';
import { JobsOf } from '../invoice/JobsOf';
import { NewWorkButtons } from '../invoice/NewWorkButtons';
import { RecordMessages } from '../message/RecordMessages';
import { Balance } from './Balance';
import { UnbilledWork } from './UnbilledWork';

/** A job, booking or vehicle of this customer. */
const forCustomer = (customer: RaRecord) => ({ customer_id: customer.id });

const AddVehicleButton = () => {
    const customer = useRecordContext();
    return customer ? (
        <PrefilledCreateButton
            resource="motor-garage/vehicle"
            label="relationship.customer.add_vehicle"
            record={forCustomer(customer)}
            need="vehicle:write"
        />
    ) : null;
};

/**
 * A customer: new job and booking buttons, contact card (the declared show fields, phones to call or chat), balance
 * owed beside the work not yet invoiced, their vehicles (add one from here), their jobs and the messages sent to them.
 */
export const CustomerShow = () => {
    const translate = useTranslate();
    return (
        <ResourceShow actions={<NewWorkButtons prefill={forCustomer} />}>
            <Stack direction="row" columnGap={6} flexWrap="wrap">
                <ShowSection title={translate('relationship.customer.balance_owed')}>
                    <Balance />
                </ShowSection>
                <UnbilledWork />
            </Stack>
            <ShowSection title={translate('relationship.customer.sections.vehicles')}>
                <AddVehicleButton />
                <SidewaysScroll>
                    <ReferenceManyField
                        reference="motor-garage/vehicle"
                        target="customer_id"
                        sort={{ field: 'plate', order: 'ASC' }}
                    >
                        <Datagrid
                            rowClick="show"
                            bulkActionButtons={false}
                            empty={
                                <Typography variant="body2">
                                    {translate('relationship.customer.no_vehicles')}
                                </Typography>
                            }
                        >
                            <TextField source="plate" label="motor-garage.vehicle.fields.plate" />
                            <TextField source="make" label="motor-garage.vehicle.fields.make" />
                            <TextField source="model" label="motor-garage.vehicle.fields.model" />
                            <DayField source="licence_expiry" label="motor-garage.vehicle.fields.licence_expiry" />
                        </Datagrid>
                    </ReferenceManyField>
                </SidewaysScroll>
            </ShowSection>
            <ShowSection title={translate('relationship.customer.sections.jobs')}>
                <JobsOf target="customer_id" empty="relationship.customer.no_jobs" />
            </ShowSection>
            <RecordMessages target="customer_id" />
        </ResourceShow>
    );
};
