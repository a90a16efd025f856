import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { NoOrganization } from '../resources/self/NoOrganization';
import { useSession } from '../session';
import { isSuspended } from '../session/suspension';
import { ShellLayout } from './ShellLayout';
import { SuspendedBanner } from './SuspendedBanner';
import { useUserShell } from './useUserShell';

/** Pages a user without any organization can use. */
const isOwnAccountPath = (pathname: string) => /^\/app\/self(\/|$)/.test(pathname);

/**
 * The user app layout; a user in no organization sees the "create your first organization" screen elsewhere. In a
 * workspace the platform has suspended, every page shows beneath a banner saying so: the workspace is read only.
 */
export const AppLayout = ({ children }: { children: ReactNode }) => {
    const shell = useUserShell();
    const { workspace } = useSession();
    const { pathname } = useLocation();
    return (
        <ShellLayout shell={shell}>
            {isSuspended(workspace) && <SuspendedBanner workspace={workspace!} />}
            {workspace || isOwnAccountPath(pathname) ? children : <NoOrganization />}
        </ShellLayout>
    );
};
