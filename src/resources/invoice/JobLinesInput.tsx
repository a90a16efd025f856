import {
    ArrayInput,
    AutocompleteInput,
    FormDataConsumer,
    ReferenceInput,
    SelectInput,
    SimpleFormIterator,
    TextInput,
    required,
} from 'react-admin';
import { DollarInput } from '../../inputs';
import { QuantityInput } from '../declared/QuantityInput';

const KINDS = ['service', 'product', 'custom'].map(kind => ({ id: kind, name: `motor-garage.invoice.line.kinds.${kind}` }));
const label = (name: string) => `motor-garage.invoice.line.${name}`;

/**
 * The job's lines: a service or part picked by typing its code, name or SKU (its description and price then come
 * from the price list unless typed), or a custom line; quantity, unit price and a discount per line.
 */
export const JobLinesInput = () => (
    <ArrayInput source="lines" label="motor-garage.invoice.fields.lines">
        <SimpleFormIterator inline disableReordering>
            <SelectInput source="kind" label={label('kind')} choices={KINDS} defaultValue="service" validate={required()} />
            <FormDataConsumer>
                {({ scopedFormData, ...rest }) =>
                    scopedFormData?.kind === 'custom' ? null : scopedFormData?.kind === 'product' ? (
                        <ReferenceInput {...rest} source="product_id" reference="motor-garage/product">
                            <AutocompleteInput label={label('product_id')} filterToQuery={q => ({ q })} validate={required()} />
                        </ReferenceInput>
                    ) : (
                        <ReferenceInput {...rest} source="service_id" reference="motor-garage/service">
                            <AutocompleteInput label={label('service_id')} filterToQuery={q => ({ q })} validate={required()} />
                        </ReferenceInput>
                    )
                }
            </FormDataConsumer>
            <TextInput source="description" label={label('description')} />
            <QuantityInput source="quantity_milli" label={label('quantity_milli')} defaultValue={1000} validate={required()} />
            <DollarInput source="unit_price_cents" label={label('unit_price_cents')} />
            <DollarInput source="discount_cents" label={label('discount_cents')} />
        </SimpleFormIterator>
    </ArrayInput>
);
