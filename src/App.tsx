import { lazy, Suspense } from 'react';
import { createBrowserRouter, createRoutesFromElements, Outlet, Route, RouterProvider } from 'react-router-dom';
import { NotFoundPage } from './apps/auth/NotFoundPage';
import { Toaster } from './components/Toaster';
import { AppThemeProvider } from './theme/AppThemeProvider';

// Each area is its own chunk: `/` never downloads react-admin's UI.
const AuthApp = lazy(() => import('./apps/auth/AuthApp'));
const UserApp = lazy(() => import('./apps/user/UserApp'));
const AdminApp = lazy(() => import('./apps/admin/AdminApp'));

// A data router: leaving a form with unsaved changes can then be held back to ask first (react-admin's
// warnWhenUnsavedChanges blocks navigation only under one).
const router = createBrowserRouter(
    createRoutesFromElements(
        <Route
            element={
                <Suspense fallback={null}>
                    <Outlet />
                </Suspense>
            }
        >
            <Route path="/" element={<AuthApp />} />
            <Route path="/auth/*" element={<AuthApp />} />
            <Route path="/app/*" element={<UserApp />} />
            <Route path="/admin/*" element={<AdminApp />} />
            <Route path="*" element={<NotFoundPage />} />
        </Route>,
    ),
);

const App = () => (
    <AppThemeProvider>
        <RouterProvider router={router} />
        <Toaster />
    </AppThemeProvider>
);

export default App;
