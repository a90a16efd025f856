import type { ReactElement } from 'react';
import { ResourceList } from '../../resources/declared';
import { DeleteRecordButton } from './DeleteRecordButton';

/**
 * A back-office list: the generated list, whose rows open their edit page, with a delete button (after the app's
 * confirmation) on each row instead of a bulk selection. `rowDelete` replaces that button (an admin's own row).
 */
export const BackofficeList = ({ rowDelete = <DeleteRecordButton /> }: { rowDelete?: ReactElement }) => (
    <ResourceList rowActions={rowDelete} bulkActionButtons={false} />
);
