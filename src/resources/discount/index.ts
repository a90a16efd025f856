import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { declareResource } from '../declared';

export default declareResource({
    name: 'motor-garage/discount',
    icon: LocalOfferIcon,
    title: 'name',
    list: ['name', 'code', 'kind', 'percent_bp', 'amount_cents', 'valid_from', 'valid_to', 'active'],
    compact: { primary: 'name', secondary: 'code' },
    form: ['name', 'code', 'kind', 'percent_bp', 'amount_cents', 'min_subtotal_cents', 'valid_from', 'valid_to', 'active'],
    defaultSort: { field: 'name', order: 'ASC' },
});
