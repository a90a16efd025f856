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
import { Fragment, useState, type ReactNode } from 'react';
import { Button, useTranslate } from 'react-admin';
import { SidewaysScroll } from '../../components/SidewaysScroll';

export interface ReminderRow {
    key: string | number;
    /** one a column, in the columns' order; an empty one ('', null, false) is left out of a phone's row */
    cells: ReactNode[];
    /** what may be done with it (a draft's Send), last */
    action?: ReactNode;
}

const filled = (cell: ReactNode) => cell !== '' && cell != null && cell !== false;

/** How many rows a phone shows before "Show all". */
export const PHONE_ROWS = 10;

interface PhoneLayout {
    columns: string[];
    /** the columns of a row's first line (who and what car) */
    lead: number[];
    /** the columns whose value needs its name before it (a date: which one) */
    named: number[];
}

/**
 * A phone's row: the cells of `lead` on its first line, the others under it (wrapping), a date after its column's
 * name; the action at its end. Nothing to scroll sideways, two or three short lines a reminder.
 */
const PhoneRow = ({ row, columns, lead, named }: PhoneLayout & { row: ReminderRow }) => {
    const translate = useTranslate();
    return (
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
                                    {named.includes(index) && translate('reminder.named', { name: columns[index] })}
                                    {cell}
                                </span>
                            </Fragment>
                        ))}
                </Typography>
            </Box>
            {row.action}
        </ListItem>
    );
};

/** A phone's list: the first `PHONE_ROWS` rows, then all of them once asked. */
const PhoneList = ({ label, rows, ...layout }: PhoneLayout & { label: string; rows: ReminderRow[] }) => {
    const translate = useTranslate();
    const [all, setAll] = useState(false);
    const shown = all ? rows : rows.slice(0, PHONE_ROWS);
    return (
        <>
            <List dense disablePadding aria-label={label}>
                {shown.map(row => (
                    <PhoneRow key={row.key} row={row} {...layout} />
                ))}
            </List>
            {shown.length < rows.length && (
                <Button
                    label={translate('reminder.show_all', { count: rows.length })}
                    onClick={() => setAll(true)}
                    sx={{ mt: 1 }}
                />
            )}
        </>
    );
};

/**
 * The Reminders page's lists: a table on a wider screen; on a phone (600 px and narrower) compact rows, `lead`'s
 * columns first, the first few then all on request.
 */
export const ReminderTable = ({
    label,
    columns,
    action,
    rows,
    lead,
    named,
}: PhoneLayout & {
    /** the list's name (its panel's title) */
    label: string;
    /** the action column's name, when rows have one */
    action?: string;
    rows: ReminderRow[];
}) => {
    const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    if (phone) return <PhoneList label={label} rows={rows} columns={columns} lead={lead} named={named} />;
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
