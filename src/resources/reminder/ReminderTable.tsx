import {
    Box,
    List,
    ListItem,
    Table,
    TableBody,
    TableCell,
    TableHead,
    TableRow,
    Typography,
    useMediaQuery,
    type Theme,
} from '@mui/material';
import { Fragment, type ReactNode } from 'react';
import { SidewaysScroll } from '../../components/SidewaysScroll';

export interface ReminderRow {
    key: string | number;
    /** one a column, in the columns' order; an empty one ('', null, false) is left out of a phone's row */
    cells: ReactNode[];
    /** what may be done with it (a draft's Send), last */
    action?: ReactNode;
}

const filled = (cell: ReactNode) => cell !== '' && cell != null && cell !== false;

/**
 * A phone's row: the cells of `lead` on its first line (who and what car), the others under it, each after its
 * column's name, wrapping; the action at its end. Nothing to scroll sideways, one or two lines a reminder.
 */
const PhoneRow = ({ row, columns, lead }: { row: ReminderRow; columns: string[]; lead: number[] }) => (
    <ListItem divider disableGutters sx={{ display: 'flex', gap: 1, alignItems: 'center', py: 0.75 }}>
        <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {lead
                    .map(index => row.cells[index])
                    .filter(filled)
                    .map((cell, index) => (
                        <Fragment key={index}>
                            {index > 0 && ' · '}
                            {cell}
                        </Fragment>
                    ))}
            </Typography>
            <Typography variant="body2" color="text.secondary" component="div">
                {row.cells
                    .map((cell, index) => ({ cell, index }))
                    .filter(({ cell, index }) => !lead.includes(index) && filled(cell))
                    .map(({ cell, index }, shown) => (
                        <Fragment key={index}>
                            {shown > 0 && ' · '}
                            <span>
                                {columns[index]}: {cell}
                            </span>
                        </Fragment>
                    ))}
            </Typography>
        </Box>
        {row.action}
    </ListItem>
);

/**
 * The Reminders page's lists: a table on a wider screen; on a phone (600 px and narrower) compact rows, `lead`'s
 * columns first.
 */
export const ReminderTable = ({
    label,
    columns,
    action,
    rows,
    lead,
}: {
    /** the list's name (its panel's title) */
    label: string;
    /** the columns' names, translated */
    columns: string[];
    /** the action column's name, when rows have one */
    action?: string;
    rows: ReminderRow[];
    lead: number[];
}) => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    if (phone)
        return (
            <List dense disablePadding aria-label={label}>
                {rows.map(row => (
                    <PhoneRow key={row.key} row={row} columns={columns} lead={lead} />
                ))}
            </List>
        );
    return (
        <SidewaysScroll>
            <Table size="small" sx={{ minWidth: 640 }} aria-label={label}>
                <TableHead>
                    <TableRow>
                        {[...columns, ...(action ? [action] : [])].map(column => (
                            <TableCell key={column}>{column}</TableCell>
                        ))}
                    </TableRow>
                </TableHead>
                <TableBody>
                    {rows.map(row => (
                        <TableRow key={row.key}>
                            {row.cells.map((cell, index) => (
                                <TableCell key={index}>{cell}</TableCell>
                            ))}
                            {action && <TableCell>{row.action}</TableCell>}
                        </TableRow>
                    ))}
                </TableBody>
            </Table>
        </SidewaysScroll>
    );
};
