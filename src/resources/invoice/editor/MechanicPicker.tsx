import { AutocompleteInput, ReferenceInput } from 'react-admin';
import type { FieldInputProps } from '../../declared';
import { fieldLabel } from '../../declared/model';

/**
 * The job's mechanic, one of the workspace's members by name (GET /api/v3/motor-garage/mechanic, which anyone who
 * works jobs may read, unlike the team itself).
 */
export const MechanicPicker = ({ resource, field, disabled }: FieldInputProps) => (
    <ReferenceInput source={field.name} reference="motor-garage/mechanic" sort={{ field: 'name', order: 'ASC' }}>
        <AutocompleteInput
            label={fieldLabel(resource, field.name)}
            optionText="name"
            filterToQuery={keyword => ({ q: keyword })}
            disabled={disabled}
            fullWidth
        />
    </ReferenceInput>
);
