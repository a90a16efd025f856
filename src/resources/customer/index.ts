import PeopleIcon from '@mui/icons-material/People';
import { placeholderResource } from '../placeholderResource';

export default placeholderResource('relationship/customer', 'relationship.menu.customer', PeopleIcon);
