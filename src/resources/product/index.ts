import Inventory2Icon from '@mui/icons-material/Inventory2';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/product', 'motor-garage.menu.product', Inventory2Icon);
