import { Chip, Stack } from '@mui/material';
import { useContext } from 'react';
import {
    BooleanField,
    FunctionField,
    ReferenceArrayField,
    ReferenceField,
    SingleFieldList,
    TextField,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { DayField, ZonedDateField } from '../../components/DateFields';
import { PhoneLinks } from '../../components/PhoneLinks';
import { Avatar } from '../../inputs';
import { formatBasisPoints, formatMilli, formatMoney } from '../../inputs/format';
import { DeclaredResourceContext } from './ResourceContext';
import { resourceOf, type ValueComponent } from './declare';
import { fieldLabel, type FieldModel } from './model';
import { idsText, useUnreadable } from './readable';

export { formatBasisPoints, formatMilli, formatMoney };

const EnumValue = ({ field }: { field: FieldModel }) => {
    const record = useRecordContext();
    const translate = useTranslate();
    const value = record?.[field.name];
    return value ? (
        <span>
            <Chip size="small" label={translate(`${field.namespace}.${value}`)} />
        </span>
    ) : null;
};

const Tags = ({ source }: { source: string }) => {
    const record = useRecordContext();
    const tags: string[] = record?.[source] ?? [];
    return (
        <Stack direction="row" spacing={0.5} useFlexGap flexWrap="wrap">
            {tags.map(tag => (
                <Chip key={tag} size="small" variant="outlined" label={tag} />
            ))}
        </Stack>
    );
};

const Image = ({ source }: { source: string }) => {
    const record = useRecordContext();
    return record?.[source] ? <Avatar uuid={record[source]} text="" size={40} /> : null;
};

export interface FieldValueProps {
    resource: string;
    field: FieldModel;
    /** false for columns the list cannot sort by */
    sortable?: boolean;
    /** read by the list's column header: pass them with `fieldColumnProps` */
    source?: string;
    label?: string;
    textAlign?: 'left' | 'right';
}

const NUMERIC_KINDS = ['money', 'basis_points', 'quantity_milli', 'integer', 'id'];

/** The props a list header reads from a column element (source, label, sortable, alignment). */
export const fieldColumnProps = (resource: string, field: FieldModel, sortable: boolean) => ({
    resource,
    field,
    source: field.name,
    label: fieldLabel(resource, field.name),
    sortable,
    textAlign: NUMERIC_KINDS.includes(field.kind) ? ('right' as const) : ('left' as const),
});

/**
 * How a field's value reads in a list column or on a show page, following its kind; the declaration's own
 * component for the field (or for a value no field holds) replaces the kind's.
 */
export const FieldValue = ({ resource, field, sortable = true }: FieldValueProps) => {
    const common = { source: field.name, label: fieldLabel(resource, field.name), sortable };
    const declaration = useContext(DeclaredResourceContext)?.declaration;
    const unreadable = useUnreadable();
    if (unreadable(field))
        return <FunctionField {...common} render={(record: Record<string, unknown>) => idsText(record[field.name])} />;
    const Own = (declaration?.fieldComponents as Record<string, ValueComponent | undefined> | undefined)?.[field.name];
    if (Own) return <Own source={field.name} label={common.label} />;
    const numeric = (render: (value: number) => string) => (
        <FunctionField
            {...common}
            textAlign="right"
            render={(record: Record<string, number | null>) => {
                const value = record[field.name];
                return value === null || value === undefined ? '' : render(value);
            }}
        />
    );
    switch (field.kind) {
        case 'money':
            return numeric(formatMoney);
        case 'basis_points':
            return numeric(formatBasisPoints);
        case 'quantity_milli':
            return numeric(formatMilli);
        case 'integer':
        case 'id':
            return numeric(String);
        case 'boolean':
            return <BooleanField {...common} />;
        case 'date':
            return <DayField {...common} />;
        case 'timestamp':
        case 'datetime':
            return <ZonedDateField {...common} />;
        case 'enum':
            return <EnumValue field={field} />;
        case 'tags':
            return <Tags source={field.name} />;
        case 'image':
            return <Image source={field.name} />;
        case 'phone':
            return <PhoneLinks {...common} />;
        case 'reference':
            // links to the record's show page, or its edit page when it has none
            return <ReferenceField {...common} reference={resourceOf(field.reference!)} emptyText="" />;
        case 'references':
            return (
                <ReferenceArrayField {...common} reference={resourceOf(field.reference!)}>
                    <SingleFieldList linkType={false} />
                </ReferenceArrayField>
            );
        default:
            return <TextField {...common} emptyText="" />;
    }
};
