import { Alert, Button } from '@mui/material';
import { Link, useCreatePath, useTranslate } from 'react-admin';
import { useWatch } from 'react-hook-form';
import { e164Digits } from '../../../../common/phone';
import { useSearchResults } from '../../../components/search/useSearchResults';

/**
 * Under the phone: when a customer on file already has the number typed (the same number, however spaced or with +852),
 * says so and offers a new job for them instead (the job form then picks their only car).
 */
export const PhoneOnFile = ({ onLeave }: { onLeave: () => void }) => {
    const translate = useTranslate();
    const createPath = useCreatePath();
    const phone = String(useWatch({ name: 'customer.phone' }) ?? '');
    const digits = e164Digits(phone);
    const found = useSearchResults(digits ? phone : '');
    const customer = digits ? found?.result.customers?.find(one => e164Digits(one.phone) === digits) : undefined;
    if (!customer) return null;
    return (
        <Alert
            severity="info"
            sx={{ mb: 1 }}
            action={
                <Button
                    component={Link}
                    to={createPath({ resource: 'motor-garage/invoice', type: 'create' })}
                    state={{ record: { customer_id: customer.id } }}
                    onClick={onLeave}
                    color="inherit"
                    size="small"
                >
                    {translate('motor-garage.quick_job.use_customer', { name: customer.name })}
                </Button>
            }
        >
            {translate('motor-garage.quick_job.phone_on_file', { name: customer.name })}
        </Alert>
    );
};
