import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { ShellContext, type Shell } from './ShellContext';
import { ShellSidebar } from './ShellSidebar';
import { SidebarMenu } from './SidebarMenu';
import { TopBar } from './TopBar';
import { useRecordLastRoute } from './useRecordLastRoute';

/** react-admin Layout shared by the user app and the back-office; `shell` says which one. */
export const ShellLayout = ({ shell, children }: { shell: Shell; children: ReactNode }) => {
    useRecordLastRoute();
    return (
        <ShellContext.Provider value={shell}>
            <Layout appBar={TopBar} sidebar={ShellSidebar} menu={SidebarMenu}>
                {children}
            </Layout>
        </ShellContext.Provider>
    );
};
