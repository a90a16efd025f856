import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { useRememberLastRoute } from '../session';
import { ShellContext, type Shell } from './ShellContext';
import { SidebarMenu } from './SidebarMenu';
import { TopBar } from './TopBar';

/** react-admin Layout shared by the user app and the back-office; `shell` says which one. */
export const ShellLayout = ({ shell, children }: { shell: Shell; children: ReactNode }) => {
    useRememberLastRoute();
    return (
        <ShellContext.Provider value={shell}>
            <Layout appBar={TopBar} menu={SidebarMenu}>
                {children}
            </Layout>
        </ShellContext.Provider>
    );
};
