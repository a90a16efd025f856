import { adminAuthProvider } from '../../authProvider';
import { AdminLayout } from '../../layouts/AdminLayout';
import { AdminHome } from './AdminHome';
import { BackofficeAdmin } from './BackofficeAdmin';

const AdminApp = () => <BackofficeAdmin authProvider={adminAuthProvider} layout={AdminLayout} dashboard={AdminHome} />;

export default AdminApp;
