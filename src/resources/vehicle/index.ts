import DirectionsCarIcon from '@mui/icons-material/DirectionsCar';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/vehicle', 'motor-garage.menu.vehicle', DirectionsCarIcon);
