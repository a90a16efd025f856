import { CreateButton, ExportButton, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import type { Choice } from './choices';

/** Create and CSV export, above a back-office list. */
export const ListActions = () => (
    <TopToolbar>
        <CreateButton />
        <ExportButton />
    </TopToolbar>
);

/** The keyword search (sent as `keyword`) and the status filter of a back-office list. */
export const listFilters = (statusChoices: Choice[]) => [
    <SearchInput key="q" source="q" alwaysOn />,
    <SelectInput key="status" source="status" label="admin.field.status" choices={statusChoices} alwaysOn />,
];
