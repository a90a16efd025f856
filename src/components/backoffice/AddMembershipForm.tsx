import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Box } from '@mui/material';
import {
    AutocompleteInput,
    Form,
    ReferenceInput,
    SaveButton,
    SelectInput,
    required,
    useNotify,
    useRefresh,
} from 'react-admin';
import type { WorkspaceRole } from '../../api/types';
import { roleChoices } from './choices';

export interface AddMembershipFormProps {
    /** what to pick: a user to add to a workspace, or a workspace to add a user to */
    reference: 'user' | 'workspace';
    /** the field of the picked record shown in the autocomplete */
    optionText: string;
    /** i18n key of the picker's label */
    label: string;
    /** i18n key of the button */
    submitLabel: string;
    onAdd: (pickedId: number, role: WorkspaceRole) => Promise<unknown>;
}

/** The lists sort by a field the API accepts (react-admin's default, `id`, is not one). */
const SORT_BY = {
    user: { field: 'username', order: 'ASC' },
    workspace: { field: 'name', order: 'ASC' },
} as const;

/** Picks a user (or workspace) and a role, then adds the membership; the page's record is refetched. */
export const AddMembershipForm = ({ reference, optionText, label, submitLabel, onAdd }: AddMembershipFormProps) => {
    const notify = useNotify();
    const refresh = useRefresh();
    const [generation, setGeneration] = useState(0);

    const submit = async (values: Record<string, unknown>) => {
        try {
            await onAdd(Number(values.picked), values.role as WorkspaceRole);
        } catch {
            return; // the client has shown why (e.g. 409 already_member)
        }
        notify('admin.member.added', { type: 'info' });
        setGeneration(value => value + 1); // a fresh, empty form
        refresh();
    };

    return (
        <Form key={generation} onSubmit={submit} defaultValues={{ role: 'member' }}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mt: 2 }}>
                <ReferenceInput source="picked" reference={reference} sort={SORT_BY[reference]}>
                    <AutocompleteInput
                        label={label}
                        optionText={optionText}
                        validate={required()}
                        sx={{ minWidth: 260 }}
                        helperText={false}
                    />
                </ReferenceInput>
                <SelectInput
                    source="role"
                    label="admin.field.role"
                    choices={roleChoices}
                    validate={required()}
                    helperText={false}
                />
                <SaveButton label={submitLabel} icon={<AddIcon />} variant="outlined" sx={{ mt: 1 }} />
            </Box>
        </Form>
    );
};
