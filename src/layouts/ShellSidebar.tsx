import { Sidebar, useSidebarState, type SidebarProps } from 'react-admin';

export const SIDEBAR_OPEN_WIDTH = 256;
export const SIDEBAR_CLOSED_WIDTH = 48;

/**
 * react-admin's Sidebar at the spec's sizes: 256 px open, a 48 px icon rail when collapsed on wide
 * screens; on small screens it is a temporary drawer, hidden when collapsed.
 */
export const ShellSidebar = (props: SidebarProps) => {
    const [open] = useSidebarState();
    const width = open ? SIDEBAR_OPEN_WIDTH : SIDEBAR_CLOSED_WIDTH;
    return (
        <Sidebar
            {...props}
            sx={{
                '& .MuiPaper-root, & .RaSidebar-fixed': { width },
                '& .MuiDrawer-paperAnchorLeft': { borderRight: 1, borderColor: 'divider' },
            }}
        />
    );
};
