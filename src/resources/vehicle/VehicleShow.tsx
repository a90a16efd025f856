import { Alert, Stack } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { VehicleSummarySection } from '../assistant/VehicleSummarySection';
import { ResourceShow, ShowSection } from '../declared';
import { useCan } from '../../session/permissions';
import { useWorkspaceZone } from '../../session/useWorkspaceSettings';
import { todayIn } from '../../session/zone';
import { NewWorkButtons } from '../invoice/NewWorkButtons';
import { RecordMessages, VehicleMessageButton } from '../message/RecordMessages';
import { expiryState } from './expiry';
import { ServiceHistory } from './ServiceHistory';

const ExpiryAlerts = () => {
    const record = useRecordContext();
    const translate = useTranslate();
    // the garage's today, as the statistics home counts licences to renew
    const today = todayIn(useWorkspaceZone());
    if (!record) return null;
    const alerts = (['licence_expiry', 'insurance_expiry'] as const).flatMap(field => {
        const state = expiryState(record[field], today);
        if (state === 'ok') return [];
        return [
            <Alert key={field} severity={state === 'expired' ? 'error' : 'warning'}>
                {translate(`motor-garage.vehicle.expiry.${state}`, {
                    what: translate(`motor-garage.vehicle.fields.${field}`),
                    date: record[field],
                })}
            </Alert>,
        ];
    });
    return alerts.length ? (
        <Stack spacing={1} sx={{ mt: 3 }}>
            {alerts}
        </Stack>
    ) : null;
};

/** A job or booking for this vehicle: the vehicle and its owner. */
const forVehicle = (vehicle: RaRecord) => ({
    vehicle_id: vehicle.id,
    ...(vehicle.customer_id ? { customer_id: vehicle.customer_id } : {}),
});

/**
 * A vehicle: new job and booking buttons, its details and owner, licence and insurance warnings, the assistant's summary
 * of it, its service history (for sessions that may read jobs) and the messages about it.
 */
export const VehicleShow = () => {
    const translate = useTranslate();
    const can = useCan();
    const history = translate('motor-garage.vehicle.sections.history');
    return (
        <ResourceShow
            actions={
                <>
                    <NewWorkButtons prefill={forVehicle} />
                    <VehicleMessageButton />
                </>
            }
        >
            <ExpiryAlerts />
            <VehicleSummarySection />
            {can('invoice:read') && (
                <ShowSection title={history}>
                    <ServiceHistory title={history} />
                </ShowSection>
            )}
            <RecordMessages target="vehicle_id" />
        </ResourceShow>
    );
};
