import type { ReactNode } from 'react';
import { Box, Divider } from '@mui/material';
import { Edit, SaveButton, SimpleForm, Toolbar, useRecordContext } from 'react-admin';
import { DeleteRecordButton } from '../../components/backoffice/DeleteRecordButton';
import { ImageUpload } from '../../inputs/ImageUpload';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useProtectedId, type AccountViewProps } from './AccountList';
import { AccountIdentityInputs, AccountStatusInput, ResetPasswordInput, accountPayload } from './accountInputs';

interface Account {
    id: number;
    username: string;
}

/** The page title: the account's username once loaded. */
const AccountTitle = ({ label }: { label: string }) => {
    const record = useRecordContext<Account>();
    return <>{usePageTitle(record?.username ?? label)}</>;
};

const AccountToolbar = ({ protectedId }: { protectedId?: number }) => {
    const record = useRecordContext<Account>();
    return (
        <Toolbar sx={{ justifyContent: 'space-between' }}>
            <SaveButton />
            <DeleteRecordButton redirect="list" disabled={record?.id === protectedId} />
        </Toolbar>
    );
};

const AccountForm = ({ protectedId }: { protectedId?: number }) => {
    const record = useRecordContext<Account>();
    const self = record !== undefined && record.id === protectedId;
    return (
        <SimpleForm toolbar={<AccountToolbar protectedId={protectedId} />}>
            <ImageUpload source="avatar" label="admin.field.avatar" text={record?.username} />
            <AccountIdentityInputs />
            <AccountStatusInput disabled={self} />
            <ResetPasswordInput />
        </SimpleForm>
    );
};

/** Edits an admin or a user (pessimistic, so server validation errors land on the fields); `children` go below. */
export const AccountEdit = ({ label, protectSelf, children }: AccountViewProps & { children?: ReactNode }) => {
    const protectedId = useProtectedId(protectSelf);
    return (
        <Edit
            title={<AccountTitle label={label} />}
            mutationMode="pessimistic"
            transform={accountPayload}
            redirect="list"
        >
            <AccountForm protectedId={protectedId} />
            {children && (
                <>
                    <Divider />
                    <Box sx={{ p: 2 }}>{children}</Box>
                </>
            )}
        </Edit>
    );
};
