import { BackofficeList } from '../../components/backoffice/BackofficeList';
import { declareResource } from '../declared';
import { UserEdit } from './UserEdit';
import { accountDeclaration } from './account';

/** Users of the platform (/admin/user): list, create with an initial password, edit with memberships. */
export default declareResource({
    ...accountDeclaration,
    name: 'admin/user',
    resource: 'user',
    createTitle: 'admin.page.create_user',
    components: { list: BackofficeList, edit: UserEdit },
});
