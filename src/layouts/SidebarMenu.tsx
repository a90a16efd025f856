import { Box, ListSubheader, MenuList } from '@mui/material';
import { MenuItemLink, useLocation, useSidebarState, useTranslate } from 'react-admin';
import { groupForPath, isItemActive } from '../menus';
import { Logo } from './Logo';
import { OrganizationSelector } from './OrganizationSelector';
import { useShell } from './ShellContext';

const OPEN_ITEM = { px: 1.5, py: 1, mx: 1, borderRadius: 1 };
// In the 48 px rail only the icon shows: the label starts at 48 px and is clipped (it stays the tooltip and the name).
const RAIL_ITEM = { px: 1.5, py: 1, width: 48, overflow: 'hidden', '& .RaMenuItemLink-icon': { minWidth: 36 } };

/** Sidebar content: logo, the organization selector (users), then the items of the current route's group. */
export const SidebarMenu = () => {
    const { kind, groups } = useShell();
    const { pathname } = useLocation();
    const [open, setOpen] = useSidebarState();
    const translate = useTranslate();
    const group = groupForPath(groups, pathname);

    return (
        <Box component="nav" sx={{ display: 'flex', flexDirection: 'column', pb: 2 }}>
            <Logo />
            {kind === 'user' && <OrganizationSelector />}
            {group && open && (
                <ListSubheader component="div" disableSticky sx={{ lineHeight: 2.5, bgcolor: 'transparent' }}>
                    {translate(group.label)}
                </ListSubheader>
            )}
            {group && (
                <MenuList dense aria-label={translate(group.label)}>
                    {group.items.map(item => (
                        <MenuItemLink
                            key={item.to}
                            to={item.to}
                            primaryText={item.label}
                            leftIcon={<item.icon />}
                            selected={isItemActive(item.to, pathname)}
                            onClick={() => setOpen(false)}
                            sx={open ? OPEN_ITEM : RAIL_ITEM}
                        />
                    ))}
                </MenuList>
            )}
        </Box>
    );
};
