import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/invoice', 'motor-garage.menu.invoice', ReceiptLongIcon);
