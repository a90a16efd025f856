import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NoOrganization } from '../resources/self/NoOrganization';
import { useSession } from '../session';
import { ShellLayout } from './ShellLayout';
import { useUserShell } from './useUserShell';

/** Pages a user without any organization can use. */
const isOwnAccountPath = (pathname: string) => /^\/app\/self(\/|$)/.test(pathname);

/** The user app layout; a user in no organization sees the "create your first organization" screen elsewhere. */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    const shell = useUserShell();
    const { workspace } = useSession();
    const { pathname } = useLocation();
    return (
        <ShellLayout shell={shell}>
            {workspace || isOwnAccountPath(pathname) ? children : <NoOrganization />}
        </ShellLayout>
    );
};
