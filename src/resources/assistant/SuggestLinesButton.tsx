import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import { Box, Button } from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useCanAssist } from './permission';

const JobDraftDialog = lazy(() => import('./JobDraftDialog'));

/** "Suggest lines" under the job's complaint, for sessions that may ask the assistant; its dialog loads when opened. */
export const SuggestLinesButton = () => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    if (!useCanAssist()) return null;
    return (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: -0.5, mb: 1 }}>
            <Button size="small" variant="outlined" startIcon={<AutoAwesomeIcon />} onClick={() => setOpen(true)}>
                {translate('assistant.job_draft.open')}
            </Button>
            {open && (
                <Suspense fallback={null}>
                    <JobDraftDialog onClose={() => setOpen(false)} />
                </Suspense>
            )}
        </Box>
    );
};
