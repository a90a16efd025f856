import EventAvailableIcon from '@mui/icons-material/EventAvailable';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/booking', 'motor-garage.menu.booking', EventAvailableIcon);
