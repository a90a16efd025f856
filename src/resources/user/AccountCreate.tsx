import { Create, SimpleForm } from 'react-admin';
import { usePageTitle } from '../../layouts/usePageTitle';
import { AccountIdentityInputs, AccountStatusInput, InitialPasswordInput, accountPayload } from './accountInputs';

/** A new admin or user with an initial password. `title` is an i18n key. */
export const AccountCreate = ({ title }: { title: string }) => {
    const name = usePageTitle(title);
    return (
        <Create title={name} redirect="list" transform={accountPayload}>
            <SimpleForm defaultValues={{ status: 'active' }}>
                <AccountIdentityInputs />
                <InitialPasswordInput />
                <AccountStatusInput />
            </SimpleForm>
        </Create>
    );
};
