import LocalOfferIcon from '@mui/icons-material/LocalOffer';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/discount', 'motor-garage.menu.discount', LocalOfferIcon);
