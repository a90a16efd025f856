import BuildIcon from '@mui/icons-material/Build';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('motor-garage/service', 'motor-garage.menu.service', BuildIcon);
