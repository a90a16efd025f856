import { Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { formatMoney } from '../declared/fields';

/** An amount in cents as a headline figure; `owed`: in the error colour when above zero. */
export const Amount = ({ cents, owed = false }: { cents: number; owed?: boolean }) => (
    <Typography variant="h5" component="p" color={owed && cents > 0 ? 'error' : 'text.primary'}>
        {formatMoney(cents)}
    </Typography>
);

/** What the customer owes on their invoices. */
export const Balance = () => {
    const record = useRecordContext();
    return <Amount cents={Number(record?.balance_cents ?? 0)} owed />;
};
