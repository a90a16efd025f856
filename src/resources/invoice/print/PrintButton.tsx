import PrintIcon from '@mui/icons-material/Print';
import { Button, LinkBase, useBasename, useRecordContext } from 'react-admin';

/** Opens the current job's printable invoice (`/app/motor-garage/invoice/:id/print`); for the job's show page. */
export const PrintButton = () => {
    const record = useRecordContext();
    const basename = useBasename();
    if (!record) return null;
    return (
        <Button
            label="motor-garage.invoice.print.button"
            component={LinkBase}
            to={`${basename}/motor-garage/invoice/${encodeURIComponent(String(record.id))}/print`}
        >
            <PrintIcon />
        </Button>
    );
};
