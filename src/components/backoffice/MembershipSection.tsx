import { Typography } from '@mui/material';
import { useCreatePath, useRecordContext, useTranslate } from 'react-admin';
import type { WorkspaceRole } from '../../api/types';
import { AddMembershipForm } from './AddMembershipForm';
import { MembershipTable, type MembershipRow } from './MembershipTable';

/** What the other side of a membership is named by: its column header and picker label, and its field the picker shows. */
const OTHER_SIDE = {
    user: { label: 'admin.field.user', optionText: 'username' },
    workspace: { label: 'admin.field.workspace', optionText: 'name' },
} as const;

/** A membership as the section lists it: its row, and the id of the user or workspace its name leads to. */
export type MembershipOf = Omit<MembershipRow, 'link'> & { otherId: number };

export interface MembershipSectionProps<R extends { id: number }> {
    /** the other side of the memberships: the users of a workspace, or the workspaces of a user */
    other: keyof typeof OTHER_SIDE;
    /** the current record's memberships */
    membershipsOf: (record: R) => MembershipOf[];
    /** i18n keys of the section's title, of the text shown when there is no row, and of the add button */
    title: string;
    emptyText: string;
    submitLabel: string;
    /** adds the record to the picked workspace, or the picked user to the record */
    onAdd: (record: R, pickedId: number, role: WorkspaceRole) => Promise<unknown>;
}

/**
 * The current record's memberships, titled, each row leading to the other side's edit page, with role change and
 * removal, and a form adding one more.
 */
export const MembershipSection = <R extends { id: number }>({
    other,
    membershipsOf,
    title,
    emptyText,
    submitLabel,
    onAdd,
}: MembershipSectionProps<R>) => {
    const record = useRecordContext<R>();
    const translate = useTranslate();
    const createPath = useCreatePath();
    if (!record) return null;
    const { label, optionText } = OTHER_SIDE[other];
    const rows = membershipsOf(record).map(({ otherId, ...row }) => ({
        ...row,
        link: createPath({ resource: other, type: 'edit', id: otherId }),
    }));
    return (
        <>
            <Typography variant="h6" gutterBottom>
                {translate(title)}
            </Typography>
            <MembershipTable rows={rows} nameLabel={label} emptyText={emptyText} />
            <AddMembershipForm
                reference={other}
                optionText={optionText}
                label={label}
                submitLabel={submitLabel}
                onAdd={(pickedId, role) => onAdd(record, pickedId, role)}
            />
        </>
    );
};
