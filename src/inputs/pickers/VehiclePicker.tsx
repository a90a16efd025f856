import { Typography } from '@mui/material';
import {
    AutocompleteInput,
    ReferenceInput,
    TextInput,
    maxLength,
    required,
    useCreateSuggestionContext,
    useGetList,
    useGetOne,
    useTranslate,
    type Identifier,
    type RaRecord,
} from 'react-admin';
import { useEffect, useState } from 'react';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldInputProps } from '../../resources/declared';
import { referenceSort } from '../../resources/declared/inputs';
import { fieldLabel } from '../../resources/declared/model';
import { CUSTOMER } from './CustomerPicker';
import { QuickCreateDialog, trimmed } from './QuickCreateDialog';

export const VEHICLE = 'motor-garage/vehicle';

/** "KT 1234 · Toyota Corolla" in the list; the box reads the plate. */
const vehicleOption = (vehicle: RaRecord) =>
    [vehicle.plate, [vehicle.make, vehicle.model].filter(Boolean).join(' ')].filter(Boolean).join(' · ');
const vehicleText = (vehicle: RaRecord) => String(vehicle.plate ?? '');

const useCustomerName = (customerId: Identifier | null | undefined) => {
    const { data } = useGetOne(CUSTOMER, { id: customerId! }, { enabled: Boolean(customerId) });
    return customerId && data ? String(data.name ?? '') : undefined;
};

/** A new vehicle from the picker: its plate (what was typed), make and model, owned by the form's customer. */
const NewVehicleDialog = ({ customerId }: { customerId: Identifier | null | undefined }) => {
    const translate = useTranslate();
    const { filter } = useCreateSuggestionContext();
    const owner = useCustomerName(customerId);
    return (
        <QuickCreateDialog
            resource={VEHICLE}
            title="motor-garage.invoice.editor.new_vehicle"
            record={{ plate: (filter ?? '').toUpperCase() }}
            toData={values => ({
                plate: trimmed(values.plate) ?? '',
                ...(trimmed(values.make) ? { make: trimmed(values.make) } : {}),
                ...(trimmed(values.model) ? { model: trimmed(values.model) } : {}),
                customer_id: customerId ?? null,
            })}
        >
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
                {owner
                    ? translate('motor-garage.invoice.editor.vehicle_owner', { name: owner })
                    : translate('motor-garage.invoice.editor.vehicle_no_owner')}
            </Typography>
            <TextInput
                source="plate"
                label={fieldLabel(VEHICLE, 'plate')}
                validate={[required(), maxLength(20)]}
                autoFocus
                fullWidth
            />
            <TextInput source="make" label={fieldLabel(VEHICLE, 'make')} validate={maxLength(60)} fullWidth />
            <TextInput source="model" label={fieldLabel(VEHICLE, 'model')} validate={maxLength(60)} fullWidth />
        </QuickCreateDialog>
    );
};

/**
 * A customer's only vehicle, chosen as soon as the customer is (on a new record, or when the customer changes): one
 * pick less at the desk. A customer with several, or a vehicle already chosen, is left alone.
 */
function useOnlyVehiclePreselected(source: string, customerId: Identifier | null | undefined) {
    const { getValues, setValue } = useFormContext();
    const [initialCustomer] = useState(customerId);
    const mayChoose = Boolean(customerId) && (!getValues('id') || customerId !== initialCustomer);
    const { data, total } = useGetList(
        VEHICLE,
        { filter: { customer_id: customerId }, pagination: { page: 1, perPage: 2 }, sort: referenceSort(VEHICLE) },
        { enabled: mayChoose },
    );
    const only = mayChoose && total === 1 && data?.length === 1 ? data[0] : null;
    useEffect(() => {
        if (only && !getValues(source)) setValue(source, only.id, { shouldDirty: true, shouldValidate: true });
    }, [only, source, getValues, setValue]);
}

/**
 * The vehicle of a job or booking, found by plate, make, model or VIN. With a customer chosen it lists only that customer's
 * vehicles (clear the customer to search them all), and picks the customer's only one; picking a vehicle while no
 * customer is chosen fills the customer with its owner. "Add vehicle …" creates one owned by the form's customer, and
 * selects it.
 */
export const VehiclePicker = ({ resource, field, disabled }: FieldInputProps) => {
    const translate = useTranslate();
    const { getValues, setValue } = useFormContext();
    const customerId = useWatch({ name: 'customer_id' }) as Identifier | null | undefined;
    const owner = useCustomerName(customerId);
    useOnlyVehiclePreselected(field.name, customerId);
    const fillCustomer = (_value: unknown, vehicle?: RaRecord | '') => {
        if (vehicle && vehicle.customer_id && !getValues('customer_id')) {
            setValue('customer_id', vehicle.customer_id, { shouldDirty: true, shouldValidate: true });
        }
    };
    return (
        <ReferenceInput
            source={field.name}
            reference={VEHICLE}
            sort={referenceSort(VEHICLE)}
            filter={customerId ? { customer_id: customerId } : {}}
        >
            <AutocompleteInput
                label={fieldLabel(resource, field.name)}
                optionText={vehicleOption}
                inputText={vehicleText}
                filterToQuery={keyword => ({ q: keyword })}
                create={<NewVehicleDialog customerId={customerId} />}
                createLabel="motor-garage.invoice.editor.vehicle_create_hint"
                createItemLabel="motor-garage.invoice.editor.create_vehicle"
                onChange={fillCustomer}
                helperText={owner ? translate('motor-garage.invoice.editor.vehicles_of', { name: owner }) : undefined}
                disabled={disabled}
                fullWidth
                // room under the hint for the next row's floating label
                sx={owner ? { mb: 1.5 } : undefined}
            />
        </ReferenceInput>
    );
};
