import {
    AutocompleteArrayInput,
    AutocompleteInput,
    BooleanInput,
    email,
    maxLength,
    minLength,
    maxValue,
    minValue,
    PasswordInput,
    ReferenceArrayInput,
    ReferenceInput,
    required,
    SelectInput,
    TextArrayInput,
    TextInput,
    useRecordContext,
    type Validator,
} from 'react-admin';
import { useContext } from 'react';
import { DayInput, DollarInput, ImageUpload, NumberInput, ZonedDateTimeInput } from '../../inputs';
import { QuantityInput } from './QuantityInput';
import { resourceModels, type DeclaredResourceName } from '../../api/resources.gen';
import { DeclaredResourceContext } from './ResourceContext';
import { resourceOf, type FieldInputProps } from './declare';
import { fieldLabel, type FieldModel, type ResourceModel } from './model';
import { idsText, useUnreadable } from './readable';

export type { FieldInputProps } from './declare';

/** The choices of an enum, translated as `<namespace>.<value>`. */
export const enumChoices = (field: Pick<FieldModel, 'choices' | 'namespace'>) =>
    (field.choices ?? []).map(value => ({ id: value, name: `${field.namespace}.${value}` }));

/** The model's rules; a write-only field (a password) is required on create only: empty on edit, it is kept. */
const validatorsOf = (field: FieldModel, mode: FieldInputProps['mode']): Validator[] => [
    ...(field.required && !(field.writeOnly && mode === 'edit') ? [required()] : []),
    ...(field.minLength ? [minLength(field.minLength)] : []),
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

/**
 * The input a field's kind calls for, labelled `<namespace>.<resource>.fields.<field>`, checked by the declaration's
 * rules for the field and then the model's.
 */
export const FieldInput = ({ resource, field, mode = 'create', disabled }: FieldInputProps) => {
    const declared = useContext(DeclaredResourceContext)?.declaration;
    const record = useRecordContext();
    const unreadable = useUnreadable();
    const own = (declared?.validate as Record<string, readonly Validator[]> | undefined)?.[field.name] ?? [];
    const validate = [...own, ...validatorsOf(field, mode)];
    const common = { source: field.name, label: fieldLabel(resource, field.name), validate, disabled, fullWidth: true };
    // the stored ids, kept on save: picking another would list records the session may not read
    if (unreadable(field)) return <TextInput {...common} format={idsText} readOnly />;
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
            return (
                <DollarInput {...common} showAmount={false} InputProps={{ startAdornment: null, endAdornment: '%' }} />
            );
        case 'quantity_milli':
            return <QuantityInput {...common} />;
        case 'integer':
            return field.nullable ? (
                <TextInput {...common} parse={parseOptionalInteger} inputProps={{ inputMode: 'numeric' }} />
            ) : (
                <NumberInput {...common} />
            );
        case 'boolean':
            return <BooleanInput source={field.name} label={common.label} disabled={disabled} />;
        case 'date':
            return <DayInput {...common} />;
        case 'datetime':
            return <ZonedDateTimeInput {...common} />;
        case 'enum':
            return <SelectInput {...common} choices={enumChoices(field)} />;
        case 'tags':
            return <TextArrayInput source={field.name} label={common.label} disabled={disabled} />;
        case 'image':
            return (
                <ImageUpload
                    {...common}
                    text={
                        record && typeof declared?.title === 'string' ? String(record[declared.title] ?? '') : undefined
                    }
                />
            );
        case 'password':
            return mode === 'edit' ? (
                <PasswordInput
                    {...common}
                    label="common.password.reset"
                    helperText="common.password.reset_help"
                    autoComplete="new-password"
                />
            ) : (
                <PasswordInput {...common} autoComplete="new-password" />
            );
        case 'reference':
            return (
                <ReferenceInput
                    source={field.name}
                    reference={resourceOf(field.reference!)}
                    sort={referenceSort(field.reference!)}
                >
                    <AutocompleteInput
                        label={common.label}
                        validate={validate}
                        disabled={disabled}
                        filterToQuery={q => ({ q })}
                        fullWidth
                    />
                </ReferenceInput>
            );
        case 'references':
            return (
                <ReferenceArrayInput
                    source={field.name}
                    reference={resourceOf(field.reference!)}
                    sort={referenceSort(field.reference!)}
                >
                    <AutocompleteArrayInput
                        label={common.label}
                        validate={validate}
                        disabled={disabled}
                        filterToQuery={q => ({ q })}
                        fullWidth
                    />
                </ReferenceArrayInput>
            );
        default:
            return <TextInput {...common} />;
    }
};
