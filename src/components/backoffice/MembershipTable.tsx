import { useState } from 'react';
import RemoveCircleOutlineIcon from '@mui/icons-material/RemoveCircleOutline';
import { Box, IconButton, Table, TableBody, TableCell, TableHead, TableRow, Tooltip, Typography } from '@mui/material';
import { LinkBase, useNotify, useRefresh, useTranslate } from 'react-admin';
import type { WorkspaceRole } from '../../api/types';
import { Avatar } from '../../inputs/Avatar';
import { DeleteConfirm } from '../DeleteConfirm';
import { changeMemberRole, removeMember } from './memberApi';
import { RoleSelect } from './RoleSelect';

/** One membership as a row: who (a user) or where (a workspace), and the role. */
export interface MembershipRow {
    /** the member id */
    id: number;
    workspaceId: number;
    role: WorkspaceRole;
    avatar: string | null;
    name: string;
    detail?: string;
    /** where the name leads (react-admin path) */
    link?: string;
}

export interface MembershipTableProps {
    rows: MembershipRow[];
    /** i18n key of the first column's header */
    nameLabel: string;
    /** i18n key shown when there is no row */
    emptyText: string;
}

/** Memberships with a role select and a remove button (after the delete confirmation) on each row. */
export const MembershipTable = ({ rows, nameLabel, emptyText }: MembershipTableProps) => {
    const translate = useTranslate();
    const notify = useNotify();
    const refresh = useRefresh();
    const [removing, setRemoving] = useState<MembershipRow | null>(null);

    const setRole = async (row: MembershipRow, role: WorkspaceRole) => {
        try {
            await changeMemberRole(row.workspaceId, row.id, role);
            notify('admin.member.role_changed', { type: 'info' });
        } catch {
            // the client has shown why (e.g. 409 last_owner)
        }
        refresh();
    };
    const remove = async () => {
        if (!removing) return;
        await removeMember(removing.workspaceId, removing.id);
        notify('admin.member.removed', { type: 'info' });
        refresh();
    };

    if (rows.length === 0) return <Typography color="text.secondary">{translate(emptyText)}</Typography>;
    return (
        <>
            <Table size="small">
                <TableHead>
                    <TableRow>
                        <TableCell>{translate(nameLabel)}</TableCell>
                        <TableCell>{translate('admin.field.role')}</TableCell>
                        <TableCell align="right" />
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(row => (
                        <TableRow key={row.id}>
                            <TableCell>
                                <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
                                    <Avatar uuid={row.avatar} text={row.name} size={28} />
                                    <Box>
                                        {row.link ? <LinkBase to={row.link}>{row.name}</LinkBase> : row.name}
                                        {row.detail && (
                                            <Typography variant="caption" color="text.secondary" component="div">
                                                {row.detail}
                                            </Typography>
                                        )}
                                    </Box>
                                </Box>
                            </TableCell>
                            <TableCell>
                                <RoleSelect
                                    value={row.role}
                                    onChange={role => setRole(row, role)}
                                    ariaLabel={row.name}
                                />
                            </TableCell>
                            <TableCell align="right">
                                <Tooltip title={translate('admin.member.remove')}>
                                    <IconButton
                                        aria-label={`${translate('admin.member.remove')} ${row.name}`}
                                        onClick={() => setRemoving(row)}
                                        size="small"
                                    >
                                        <RemoveCircleOutlineIcon fontSize="small" />
                                    </IconButton>
                                </Tooltip>
                            </TableCell>
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
            <DeleteConfirm open={removing !== null} onClose={() => setRemoving(null)} onDelete={remove} />
        </>
    );
};
