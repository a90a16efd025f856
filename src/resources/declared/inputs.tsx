import {
    AutocompleteInput,
    BooleanInput,
    DateInput,
    email,
    maxLength,
    maxValue,
    minValue,
    ReferenceInput,
    required,
    SelectInput,
    TextArrayInput,
    TextInput,
    type Validator,
} from 'react-admin';
import { DollarInput, ImageUpload, NumberInput } from '../../inputs';
import { QuantityInput } from './QuantityInput';
import { resourceModels, type DeclaredResourceName } from '../../api/resources.gen';
import { fieldLabel, type FieldModel, type ResourceModel } from './model';

/** The choices of an enum, translated as `<namespace>.<value>`. */
export const enumChoices = (field: Pick<FieldModel, 'choices' | 'namespace'>) =>
    (field.choices ?? []).map(value => ({ id: value, name: `${field.namespace}.${value}` }));

const validatorsOf = (field: FieldModel): Validator[] => [
    ...(field.required ? [required()] : []),
    ...(field.maxLength ? [maxLength(field.maxLength)] : []),
    ...(field.kind === 'email' ? [email()] : []),
    ...(field.min !== undefined && field.kind === 'integer' ? [minValue(field.min)] : []),
    ...(field.max !== undefined && ['integer', 'basis_points'].includes(field.kind) ? [maxValue(field.max)] : []),
];

/** Reference pickers list the target's records in its own first sort order (by name, by plate…). */
export const referenceSort = (resource: string) => {
    const model = resourceModels[resource as DeclaredResourceName] as ResourceModel | undefined;
    return { field: model?.sortable[0] ?? 'id', order: 'ASC' as const };
};

/** The nullable whole-number fields (year, mileage): an empty box is null, not 0. */
const parseOptionalInteger = (text: string) => {
    const digits = text.replace(/\D+/g, '').slice(0, 10);
    return digits === '' ? null : Number(digits);
};

export interface FieldInputProps {
    resource: string;
    field: FieldModel;
}

/** The input a field's kind calls for, labelled `<namespace>.<resource>.fields.<field>`. */
export const FieldInput = ({ resource, field }: FieldInputProps) => {
    const common = { source: field.name, label: fieldLabel(resource, field.name), validate: validatorsOf(field), fullWidth: true };
    switch (field.kind) {
        case 'multiline':
            return <TextInput {...common} multiline minRows={2} fullWidth />;
        case 'email':
            return <TextInput {...common} type="email" />;
        case 'phone':
            return <TextInput {...common} type="tel" />;
        case 'money':
            return <DollarInput {...common} />;
        case 'basis_points':
            return <DollarInput {...common} InputProps={{ startAdornment: null, endAdornment: '%' }} />;
        case 'quantity_milli':
            return <QuantityInput {...common} />;
        case 'integer':
            return field.nullable
                ? <TextInput {...common} parse={parseOptionalInteger} inputProps={{ inputMode: 'numeric' }} />
                : <NumberInput {...common} />;
        case 'boolean':
            return <BooleanInput source={field.name} label={common.label} defaultValue={field.default} />;
        case 'date':
            return <DateInput {...common} parse={(value: string) => value || null} />;
        case 'enum':
            return <SelectInput {...common} choices={enumChoices(field)} defaultValue={field.default} />;
        case 'tags':
            return <TextArrayInput source={field.name} label={common.label} />;
        case 'image':
            return <ImageUpload {...common} />;
        case 'reference':
            return (
                <ReferenceInput source={field.name} reference={field.reference!} sort={referenceSort(field.reference!)}>
                    <AutocompleteInput label={common.label} validate={common.validate} filterToQuery={q => ({ q })} fullWidth />
                </ReferenceInput>
            );
        default:
            return <TextInput {...common} />;
    }
};
