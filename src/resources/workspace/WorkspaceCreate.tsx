import { AutocompleteInput, Create, ReferenceInput, SelectInput, SimpleForm, required } from 'react-admin';
import { workspaceStatusChoices } from '../../components/backoffice/choices';
import { usePageTitle } from '../../layouts/usePageTitle';
import { WorkspaceIdentityInputs, workspacePayload } from './workspaceInputs';

/** "amy (Amy Chan)", for picking the owner. */
const userOption = (user: { username: string; display_name?: string | null }) =>
    user.display_name ? `${user.username} (${user.display_name})` : user.username;

/** A new workspace with its owner, an existing user picked by username, display name or email. */
export const WorkspaceCreate = () => {
    const title = usePageTitle('admin.page.create_workspace');
    return (
        <Create title={title} redirect="edit" transform={workspacePayload}>
            <SimpleForm defaultValues={{ status: 'active' }}>
                <WorkspaceIdentityInputs />
                <ReferenceInput source="owner_user_id" reference="user" sort={{ field: 'username', order: 'ASC' }}>
                    <AutocompleteInput
                        label="admin.field.owner"
                        optionText={userOption}
                        inputText={userOption}
                        validate={required()}
                    />
                </ReferenceInput>
                <SelectInput
                    source="status"
                    label="admin.field.status"
                    choices={workspaceStatusChoices}
                    validate={required()}
                />
            </SimpleForm>
        </Create>
    );
};
