import { Box, Chip, Stack, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import { MESSAGE_PLACEHOLDERS, type MessagePlaceholder } from '../../../../common/messages';
import type { PlaceholderNames } from './placeholderText';

/** The placeholders by their UI-language name: a click puts one at the cursor of the field last typed in. */
export const PlaceholderChips = ({
    names,
    onInsert,
}: {
    names: PlaceholderNames;
    onInsert: (placeholder: MessagePlaceholder) => void;
}) => {
    const translate = useTranslate();
    const id = useId();
    return (
        <Box>
            <Typography variant="body2" id={id}>
                {translate('motor-garage.message.templates.placeholders')}
            </Typography>
            <Typography variant="caption" color="text.secondary">
                {translate('motor-garage.message.templates.placeholders_help', {
                    example: `{${names.customer_name}}`,
                })}
            </Typography>
            <Stack direction="row" flexWrap="wrap" gap={1} sx={{ mt: 1 }} role="group" aria-labelledby={id}>
                {MESSAGE_PLACEHOLDERS.map(placeholder => (
                    <Chip
                        key={placeholder}
                        label={names[placeholder]}
                        // keeps the text field's cursor where the staff left it
                        onMouseDown={event => event.preventDefault()}
                        onClick={() => onInsert(placeholder)}
                        size="small"
                        variant="outlined"
                    />
                ))}
            </Stack>
        </Box>
    );
};
