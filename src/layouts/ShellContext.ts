import { createContext, useContext } from 'react';
import type { MenuGroupDef } from '../menus';

/** What differs between the user app shell and the admin shell. */
export interface Shell {
    kind: 'user' | 'admin';
    groups: MenuGroupDef[];
    /** where the logo leads */
    home: string;
    /** the own profile page */
    profile: string;
}

export const ShellContext = createContext<Shell | null>(null);

export const useShell = (): Shell => {
    const shell = useContext(ShellContext);
    if (!shell) throw new Error('useShell must be used inside a ShellLayout');
    return shell;
};
