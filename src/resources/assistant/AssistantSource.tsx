import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Stack, Typography, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { Authorship } from './calls';

/**
 * Who wrote an answer: the built-in assistant or the configured model; when the model failed, that the built-in
 * assistant answered in its place, and why.
 */
export const AssistantSource = ({ source, fallback, fallback_reason, sx }: Authorship & { sx?: SxProps<Theme> }) => {
    const translate = useTranslate();
    return (
        <Stack direction="row" spacing={0.75} alignItems="flex-start" sx={{ color: 'text.secondary', ...sx }}>
            <AutoAwesomeIcon fontSize="small" aria-hidden />
            <Typography variant="caption" component="p" sx={{ pt: '2px' }}>
                {translate(`assistant.source.${source}`)}
                {fallback &&
                    ` · ${translate(fallback_reason ? `assistant.fallback_reason.${fallback_reason}` : 'assistant.source.fallback')}`}
            </Typography>
        </Stack>
    );
};
