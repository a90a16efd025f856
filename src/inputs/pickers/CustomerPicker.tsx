import {
    AutocompleteInput,
    ReferenceInput,
    TextInput,
    maxLength,
    required,
    useCreateSuggestionContext,
    type RaRecord,
} from 'react-admin';
import type { FieldInputProps } from '../../resources/declared';
import { referenceSort } from '../../resources/declared/inputs';
import { fieldLabel } from '../../resources/declared/model';
import { QuickCreateDialog, trimmed } from './QuickCreateDialog';

export const CUSTOMER = 'relationship/customer';

/** "Chan Tai Man · 9123 4567" in the list; the box reads the name. */
const customerOption = (customer: RaRecord) =>
    [customer.name, customer.company_name, customer.phone].filter(Boolean).join(' · ');
const customerText = (customer: RaRecord) => String(customer.name ?? '');

/** A new customer from the picker: a name (what was typed) and a phone; the rest waits for the customer's page. */
const NewCustomerDialog = () => {
    const { filter } = useCreateSuggestionContext();
    return (
        <QuickCreateDialog
            resource={CUSTOMER}
            title="motor-garage.invoice.editor.new_customer"
            record={{ name: filter ?? '' }}
            toData={values => ({
                name: trimmed(values.name) ?? '',
                ...(trimmed(values.phone) ? { phone: trimmed(values.phone) } : {}),
            })}
        >
            <TextInput
                source="name"
                label={fieldLabel(CUSTOMER, 'name')}
                validate={[required(), maxLength(200)]}
                autoFocus
                fullWidth
            />
            <TextInput
                source="phone"
                label={fieldLabel(CUSTOMER, 'phone')}
                type="tel"
                validate={maxLength(40)}
                fullWidth
            />
        </QuickCreateDialog>
    );
};

/**
 * The customer of a job or booking, found by name, company, phone or e-mail; "Add customer …" creates one in a
 * dialog without leaving the form, and selects it.
 */
export const CustomerPicker = ({ resource, field, disabled }: FieldInputProps) => (
    <ReferenceInput source={field.name} reference={CUSTOMER} sort={referenceSort(CUSTOMER)}>
        <AutocompleteInput
            label={fieldLabel(resource, field.name)}
            optionText={customerOption}
            inputText={customerText}
            filterToQuery={keyword => ({ q: keyword })}
            create={<NewCustomerDialog />}
            createLabel="motor-garage.invoice.editor.customer_create_hint"
            createItemLabel="motor-garage.invoice.editor.create_customer"
            disabled={disabled}
            fullWidth
        />
    </ReferenceInput>
);
