import { Alert, Stack } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { ResourceShow, ShowSection } from '../declared';
import { useWorkspaceZone } from '../../session/useWorkspaceSettings';
import { todayIn } from '../../session/zone';
import { JobsOf } from '../invoice/JobsOf';
import { expiryState } from './expiry';

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

/** A vehicle: its details and owner, licence and insurance warnings, and its service history. */
export const VehicleShow = () => {
    const translate = useTranslate();
    return (
        <ResourceShow>
            <ExpiryAlerts />
            <ShowSection title={translate('motor-garage.vehicle.sections.history')}>
                <JobsOf target="vehicle_id" empty="motor-garage.vehicle.no_history" />
            </ShowSection>
        </ResourceShow>
    );
};
