import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Box, IconButton, Tooltip } from '@mui/material';
import { List, SearchInput, useTranslate, type ListProps, type RaRecord } from 'react-admin';

/**
 * The list of a teams tab: searchable, sorted by `sortField`, 25 a page, kept out of the URL and the store (the page
 * shows one tab's list at a time), with no title, export or empty page of its own.
 */
export const TeamTabList = <T extends RaRecord>({ sortField, ...props }: ListProps<T> & { sortField: string }) => (
    <List<T>
        title={false}
        disableSyncWithLocation
        storeKey={false}
        exporter={false}
        empty={false}
        perPage={25}
        sort={{ field: sortField, order: 'ASC' }}
        filters={[<SearchInput key="q" source="q" alwaysOn />]}
        {...props}
    />
);

export interface RowActionsProps {
    /** accessible names of the row's buttons (translated), and what they do; a button without its handler is left out */
    editLabel: string;
    onEdit?: () => void;
    removeLabel: string;
    onRemove?: () => void;
    /** i18n key of the remove button's tooltip */
    removeTooltip: string;
}

/** A row's edit and remove buttons. */
export const RowActions = ({ editLabel, onEdit, removeLabel, onRemove, removeTooltip }: RowActionsProps) => {
    const translate = useTranslate();
    return (
        <Box sx={{ whiteSpace: 'nowrap' }}>
            {onEdit && (
                <Tooltip title={translate('common.action.edit')}>
                    <IconButton size="small" aria-label={editLabel} onClick={onEdit}>
                        <EditIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            )}
            {onRemove && (
                <Tooltip title={translate(removeTooltip)}>
                    <IconButton size="small" color="warning" aria-label={removeLabel} onClick={onRemove}>
                        <DeleteIcon fontSize="small" />
                    </IconButton>
                </Tooltip>
            )}
        </Box>
    );
};
