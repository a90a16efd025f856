import Tooltip from '@mui/material/Tooltip';
import { ThemeSwitcher, useThemeToggleLabel } from './ThemeSwitcher';

/** The light / dark toggle with its name in a tooltip (the portal goes without, to stay light). */
export const ThemeSwitcherWithTooltip = () => (
    <Tooltip title={useThemeToggleLabel()}>
        <ThemeSwitcher />
    </Tooltip>
);
