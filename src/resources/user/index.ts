import PersonOutlineIcon from '@mui/icons-material/PersonOutline';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('user', 'admin.menu.user', PersonOutlineIcon);
