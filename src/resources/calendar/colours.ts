import type { Palette } from '@mui/material';
import type { Look } from './model';

export interface EventColours {
    backgroundColor: string;
    borderColor: string;
    textColor: string;
}

/**
 * An event's colours from the theme, as its status chip reads: filled in the colour with its contrast text, outlined
 * in the colour on the page, grey, or muted (secondary text, a faint border). Each pair keeps the chips' 4.5:1 text
 * contrast in the light and the dark theme.
 */
export const eventColours = (palette: Palette, { tone, fill }: Look): EventColours => {
    const paper = palette.background.paper;
    if (fill === 'muted')
        return { backgroundColor: paper, borderColor: palette.divider, textColor: palette.text.secondary };
    if (tone === 'default') {
        const grey = palette.mode === 'dark' ? palette.grey[700] : palette.grey[200];
        return fill === 'filled'
            ? { backgroundColor: grey, borderColor: grey, textColor: palette.getContrastText(grey) }
            : { backgroundColor: paper, borderColor: palette.text.secondary, textColor: palette.text.primary };
    }
    const colour = palette[tone];
    return fill === 'filled'
        ? { backgroundColor: colour.main, borderColor: colour.main, textColor: colour.contrastText }
        : { backgroundColor: paper, borderColor: colour.main, textColor: colour.main };
};
