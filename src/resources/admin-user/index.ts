import { declareResource } from '../declared';
import { accountDeclaration } from '../user/account';
import { AdminEdit, AdminList, AdminStatusInput } from './SelfProtection';

/** Platform admins (/admin/admin-user, served by /admin/v3/admin): the same screens as users, without memberships. */
export default declareResource({
    ...accountDeclaration,
    name: 'admin/admin',
    resource: 'admin-user',
    createTitle: 'admin.page.create_admin',
    inputComponents: { status: AdminStatusInput },
    components: { list: AdminList, edit: AdminEdit },
});
