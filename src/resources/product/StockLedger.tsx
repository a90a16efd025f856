import { TablePagination, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useEffect, useState } from 'react';
import {
    Datagrid,
    FunctionField,
    Link,
    ListContextProvider,
    SimpleList,
    TextField,
    useCreatePath,
    useList,
    useRecordContext,
    useTranslate,
} from 'react-admin';
import { expectList } from '../../api/client';
import { ZonedDateField } from '../../components/DateFields';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDateTime } from '../../session/zone';
import { formatMilli } from '../declared/fields';
import { stockCalls, type StockMovement } from './stock';

const t = (key: string) => `motor-garage.product.stock.${key}`;
const PAGE_SIZE = 20;

/** A change as the ledger shows it: signed, `+5` in, `-2` out. */
export const formatChange = (milli: number) => `${milli > 0 ? '+' : ''}${formatMilli(milli)}`;

/** The job an invoice's or void's movement belongs to, linked to its page. */
const JobLink = () => {
    const movement = useRecordContext<StockMovement & { id: number }>();
    const createPath = useCreatePath();
    if (!movement?.job_id) return null;
    return (
        <Link to={createPath({ resource: 'motor-garage/invoice', id: movement.job_id, type: 'show' })}>
            {movement.job_number ?? `#${movement.job_id}`}
        </Link>
    );
};

/** A page of the part's ledger; it loads again whenever the part's stock changes (an adjustment, a refresh). */
const useLedger = (productId: number | undefined, stock: number | undefined, page: number) => {
    const [loaded, setLoaded] = useState<{ key: string; rows: StockMovement[]; total: number } | null>(null);
    const key = `${productId}:${stock}:${page}`;
    useEffect(() => {
        if (productId === undefined) return;
        let live = true;
        expectList<StockMovement>(stockCalls.ledger(productId, page + 1, PAGE_SIZE)).then(
            answer => live && setLoaded({ key, rows: answer.data, total: answer.total }),
            () => undefined, // the client has shown the toast
        );
        return () => {
            live = false;
        };
    }, [productId, page, key]);
    return loaded?.key === key ? loaded : null;
};

/** At phone width, a movement a line: the reason and the change; when and by whom; the stock it left and its job. */
const CompactLedger = () => {
    const translate = useTranslate();
    const clock = useClock();
    return (
        <SimpleList<StockMovement & { id: number }>
            linkType={false}
            primaryText={row => `${translate(t(`reasons.${row.reason}`))} ${formatChange(row.delta_milli)}`}
            secondaryText={row =>
                [formatDateTime(row.created_at, clock), row.created_by_name, row.note].filter(Boolean).join(' · ')
            }
            tertiaryText={row => [formatMilli(row.stock_after_milli), row.job_number].filter(Boolean).join(' · ')}
        />
    );
};

/**
 * The part's stock movements, newest first: when, why, the change, the stock it left, the note, who made it and
 * the job for an invoice or a void.
 */
export const StockLedger = () => {
    const translate = useTranslate();
    const product = useRecordContext<{ id: number; stock_milli: number }>();
    const [page, setPage] = useState(0);
    const ledger = useLedger(product?.id, product?.stock_milli, page);
    const list = useList({ data: ledger?.rows ?? [], isPending: !ledger, perPage: PAGE_SIZE });
    const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down(600));
    return (
        <>
            <ListContextProvider value={list}>
                {narrow ? (
                    <CompactLedger />
                ) : (
                    <Datagrid
                        bulkActionButtons={false}
                        rowClick={false}
                        empty={<Typography variant="body2">{translate(t('no_movements'))}</Typography>}
                    >
                        <ZonedDateField source="created_at" label={t('columns.created_at')} sortable={false} />
                        <FunctionField
                            source="reason"
                            label={t('columns.reason')}
                            sortable={false}
                            render={(row: StockMovement) => translate(t(`reasons.${row.reason}`))}
                        />
                        <FunctionField
                            source="delta_milli"
                            label={t('columns.delta_milli')}
                            textAlign="right"
                            sortable={false}
                            render={(row: StockMovement) => formatChange(row.delta_milli)}
                        />
                        <FunctionField
                            source="stock_after_milli"
                            label={t('columns.stock_after_milli')}
                            textAlign="right"
                            sortable={false}
                            render={(row: StockMovement) => formatMilli(row.stock_after_milli)}
                        />
                        <TextField source="note" label={t('columns.note')} sortable={false} />
                        <TextField
                            source="created_by_name"
                            label={t('columns.created_by_name')}
                            sortable={false}
                            emptyText="—"
                        />
                        <FunctionField
                            source="job_id"
                            label={t('columns.job')}
                            sortable={false}
                            render={() => <JobLink />}
                        />
                    </Datagrid>
                )}
            </ListContextProvider>
            {(ledger?.total ?? 0) > PAGE_SIZE && (
                <TablePagination
                    component="div"
                    count={ledger?.total ?? 0}
                    page={page}
                    rowsPerPage={PAGE_SIZE}
                    rowsPerPageOptions={[PAGE_SIZE]}
                    onPageChange={(_, next) => setPage(next)}
                />
            )}
        </>
    );
};
