import AutoAwesomeIcon from '@mui/icons-material/AutoAwesomeOutlined';
import {
    Alert,
    Box,
    Button,
    Dialog,
    DialogActions,
    DialogContent,
    DialogTitle,
    LinearProgress,
    TextField,
    Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import { useDataProvider, useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useFormContext } from 'react-hook-form';
import { COMPLAINT_MAX_LENGTH } from '../../../common/assistant';
import type { FormLine } from '../invoice/editor/amounts';
import { AssistantSource } from './AssistantSource';
import { quoted } from './quoted';
import { assistantCalls, type JobDraft } from './calls';
import { catalogueItems, formLineOf, quantityMilli, reviewed, type ReviewedLine } from './jobDraftLines';
import { ReviewedLines } from './ReviewedLines';
import { useAsk } from './useAsk';

const t = (key: string) => `assistant.job_draft.${key}`;

/**
 * "Suggest lines": the job's complaint (editable here) turned by the assistant into lines from the garage's catalogue,
 * each with its reason; staff keep, change the quantity of or drop each, and the kept ones join the form's lines as if
 * picked in the line editor (names and prices from the price list, never the assistant's). Nothing is saved here.
 */
const JobDraftDialog = ({ onClose }: { onClose: () => void }) => {
    const translate = useTranslate();
    const [locale] = useLocaleState();
    const notify = useNotify();
    const dataProvider = useDataProvider();
    const titleId = useId();
    const { getValues, setValue } = useFormContext();
    const [complaint, setComplaint] = useState(() => String(getValues('complaint') ?? ''));
    const [rows, setRows] = useState<ReviewedLine[]>([]);
    const [adding, setAdding] = useState(false);
    const { answer: draft, failure, asking, ask } = useAsk<JobDraft>();

    const typed = complaint.trim();
    const tooLong = complaint.length > COMPLAINT_MAX_LENGTH;
    const kept = rows.filter(row => row.keep);
    const ready = draft !== null && kept.length > 0 && kept.every(row => quantityMilli(row.quantity) !== null);

    const suggest = async () => {
        const vehicleId = getValues('vehicle_id') as number | null | undefined;
        setRows([]);
        const answer = await ask(() =>
            assistantCalls.draftJob({ complaint: typed, ...(vehicleId ? { vehicle_id: Number(vehicleId) } : {}) }),
        );
        setRows(answer ? answer.lines.map(reviewed) : []);
    };
    const add = async () => {
        setAdding(true);
        try {
            const itemOf = await catalogueItems(
                dataProvider,
                kept.map(row => row.line),
            );
            const lines = kept.map(row => formLineOf(row.line, quantityMilli(row.quantity)!, itemOf(row.line)));
            const current = (getValues('lines') ?? []) as FormLine[];
            setValue('lines', [...current, ...lines], { shouldDirty: true });
            notify(t('added'), { type: 'success', messageArgs: { smart_count: lines.length } });
            onClose();
        } catch {
            // the client has shown why the price list could not be read
            setAdding(false);
        }
    };

    return (
        <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
            <DialogTitle id={titleId}>{translate(t('title'))}</DialogTitle>
            <DialogContent>
                <TextField
                    label={translate(t('complaint'))}
                    value={complaint}
                    onChange={event => setComplaint(event.target.value)}
                    error={tooLong}
                    helperText={translate(t('complaint_help'), { count: complaint.length, max: COMPLAINT_MAX_LENGTH })}
                    multiline
                    minRows={2}
                    fullWidth
                    margin="dense"
                />
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', my: 1 }}>
                    <Button
                        variant="outlined"
                        startIcon={<AutoAwesomeIcon />}
                        onClick={suggest}
                        disabled={!typed || tooLong || asking}
                    >
                        {translate(t('suggest'))}
                    </Button>
                </Box>
                {asking && <LinearProgress aria-label={translate('assistant.asking')} sx={{ my: 2 }} />}
                {failure && (
                    <Alert severity="error" sx={{ my: 2 }}>
                        {failure}
                    </Alert>
                )}
                {draft && (
                    <>
                        {draft.summary && <Typography sx={{ mt: 1 }}>{draft.summary}</Typography>}
                        {draft.unmatched.length > 0 && (
                            <Alert severity="warning" sx={{ my: 1 }}>
                                {translate(t('not_understood'), { pieces: quoted(draft.unmatched, locale) })}
                            </Alert>
                        )}
                        <AssistantSource
                            source={draft.source}
                            fallback={draft.fallback}
                            fallback_reason={draft.fallback_reason}
                            sx={{ my: 1 }}
                        />
                        <ReviewedLines rows={rows} onChange={setRows} />
                    </>
                )}
            </DialogContent>
            <DialogActions>
                <Button onClick={onClose}>{translate('common.action.cancel')}</Button>
                <Button variant="contained" onClick={add} disabled={!ready || adding}>
                    {translate(t('add'))}
                </Button>
            </DialogActions>
        </Dialog>
    );
};

export default JobDraftDialog;
