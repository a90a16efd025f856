import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { IconButton, InputAdornment, Tooltip } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useSourceContext, useTranslate } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { EXPLAIN_MAX_LENGTH } from '../../../common/assistant';
import { useCanAssist } from './permission';

const ExplainDialog = lazy(() => import('./ExplainDialog'));

/**
 * "Explain for the customer" at the end of a text box (`source`, in the form's current row; at its top when `multiline`): the assistant words its
 * text for the customer; "Use this" puts the explanation in the box. Only for sessions that may ask the assistant,
 * and only while the box holds text the assistant takes (up to 2,000 characters).
 */
export const ExplainButton = ({ source, multiline = false }: { source: string; multiline?: boolean }) => {
    const translate = useTranslate();
    const name = useSourceContext().getSource(source);
    const text = String(useWatch({ name }) ?? '').trim();
    const { setValue } = useFormContext();
    const [open, setOpen] = useState(false);
    if (!useCanAssist()) return null;
    const label = translate('assistant.explain.open');
    return (
        <InputAdornment position="end" sx={multiline ? { alignSelf: 'flex-start', mt: 1.5 } : undefined}>
            {/* a disabled button takes no pointer events: its tooltip listens on the span, which it only describes */}
            <Tooltip title={label} describeChild>
                <span>
                    <IconButton
                        aria-label={label}
                        size="small"
                        edge="end"
                        disabled={!text || text.length > EXPLAIN_MAX_LENGTH}
                        onClick={() => setOpen(true)}
                    >
                        <AutoAwesomeIcon fontSize="small" />
                    </IconButton>
                </span>
            </Tooltip>
            {open && (
                <Suspense fallback={null}>
                    <ExplainDialog
                        text={text}
                        onUse={explained => setValue(name, explained, { shouldDirty: true })}
                        onClose={() => setOpen(false)}
                    />
                </Suspense>
            )}
        </InputAdornment>
    );
};
