import { useState } from 'react';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { DataTable, TopToolbar, useTranslate } from 'react-admin';
import { DeleteRecordConfirm } from '../../components/DeleteRecordConfirm';
import { useCan } from '../../session';
import { AuthGroupDialog } from './AuthGroupDialog';
import { RowActions, TeamTabList } from './TeamTab';
import type { AuthGroup } from './types';

/** A column of the auth groups table. */
const Col = DataTable.Col<AuthGroup>;

/** The auth groups tab of /app/organization/teams: list, create, edit (with the permission grid), delete. */
export const AuthGroupsTab = () => {
    const translate = useTranslate();
    const can = useCan();
    const [dialog, setDialog] = useState<{ group: AuthGroup | null } | null>(null);
    const [removing, setRemoving] = useState<AuthGroup | null>(null);
    const canWrite = can('auth-group:write');
    const canDelete = can('auth-group:delete');

    return (
        <>
            <TeamTabList<AuthGroup>
                resource="auth-group"
                sortField="name"
                actions={
                    <TopToolbar>
                        {canWrite && (
                            <Button size="small" startIcon={<AddIcon />} onClick={() => setDialog({ group: null })}>
                                {translate('profile.teams.auth_group.add')}
                            </Button>
                        )}
                    </TopToolbar>
                }
            >
                <DataTable<AuthGroup> rowClick={false} bulkActionButtons={false}>
                    <Col source="name" label="profile.teams.auth_group.name" />
                    <Col source="description" label="profile.teams.auth_group.description" disableSort />
                    <Col
                        label="profile.teams.auth_group.permissions"
                        disableSort
                        render={group => group.permissions.length}
                        align="right"
                    />
                    <Col
                        source="member_count"
                        label="profile.teams.auth_group.member_count"
                        disableSort
                        align="right"
                    />
                    <Col
                        label={false}
                        disableSort
                        align="right"
                        render={group => (
                            <RowActions
                                editLabel={translate('profile.teams.auth_group.edit', { name: group.name })}
                                onEdit={canWrite ? () => setDialog({ group }) : undefined}
                                removeLabel={translate('profile.teams.auth_group.remove', { name: group.name })}
                                onRemove={canDelete ? () => setRemoving(group) : undefined}
                                removeTooltip="common.action.delete"
                            />
                        )}
                    />
                </DataTable>
            </TeamTabList>
            <AuthGroupDialog open={dialog !== null} group={dialog?.group} onClose={() => setDialog(null)} />
            <DeleteRecordConfirm
                resource="auth-group"
                record={removing}
                onClose={() => setRemoving(null)}
                successMessage="profile.teams.auth_group.removed"
            />
        </>
    );
};
