import { lazy, Suspense } from 'react';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { NotFoundPage } from './apps/auth/NotFoundPage';
import { Toaster } from './components/Toaster';
import { AppThemeProvider } from './theme/AppThemeProvider';

// Each area is its own chunk: `/` never downloads react-admin's UI.
const AuthApp = lazy(() => import('./apps/auth/AuthApp'));
const UserApp = lazy(() => import('./apps/user/UserApp'));
const AdminApp = lazy(() => import('./apps/admin/AdminApp'));

const App = () => (
    <AppThemeProvider>
        <BrowserRouter>
            <Suspense fallback={null}>
                <Routes>
                    <Route path="/" element={<AuthApp />} />
                    <Route path="/auth/*" element={<AuthApp />} />
                    <Route path="/portal/*" element={<AuthApp />} />
                    <Route path="/app/*" element={<UserApp />} />
                    <Route path="/admin/*" element={<AdminApp />} />
                    <Route path="*" element={<NotFoundPage />} />
                </Routes>
            </Suspense>
        </BrowserRouter>
        <Toaster />
    </AppThemeProvider>
);

export default App;
