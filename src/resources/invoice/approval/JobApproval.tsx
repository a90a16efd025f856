import HowToRegIcon from '@mui/icons-material/HowToReg';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { Labeled, useTranslate, type ShowProps } from 'react-admin';
import { ZonedDateField } from '../../../components/DateFields';
import { formatMoney } from '../../declared/fields';
import { ShowSection } from '../../declared';
import { useAllowedActions } from '../actions/JobActions';
import { useJob, type Job } from '../actions/useJobAction';
import { approvalKey as key, ApprovalStateField, awaitingApproval, unbilledLines, type Answer } from './answers';
import { ApproveLinesDialog } from './ApproveLinesDialog';

/** The job page fetches the job again every 15 s, and on coming back to the window, while awaiting an answer. */
export const approvalQueryOptions: ShowProps['queryOptions'] = {
    refetchOnWindowFocus: true,
    refetchInterval: query => (awaitingApproval(query.state.data as Job | undefined) ? 15_000 : false),
};

/** "Chan Tai Man answered on …: 2 approved, 1 declined", and what is not billed, with a way to record approvals. */
const AnswerSummary = ({ job }: { job: Job }) => {
    const translate = useTranslate();
    const [recording, setRecording] = useState(false);
    const canRecord = useAllowedActions(job).includes('approve_lines');
    const lines = job.lines ?? [];
    const unbilled = unbilledLines(job);
    const declined = lines.filter(line => line.approval === 'declined').length;
    const outside = unbilled.reduce((sum, line) => sum + line.line_total_cents, 0);
    return (
        <Alert
            severity={unbilled.length ? 'warning' : 'success'}
            action={
                canRecord &&
                unbilled.length > 0 && (
                    <Button
                        color="inherit"
                        size="small"
                        startIcon={<HowToRegIcon />}
                        onClick={() => setRecording(true)}
                    >
                        {translate('motor-garage.invoice.actions.approve_lines')}
                    </Button>
                )
            }
            sx={{ mb: 2 }}
        >
            <Typography variant="body2" sx={{ fontWeight: 500 }}>
                {translate(key('answered'), {
                    name: job.approval!.signature_name,
                    approved: lines.filter(line => line.approval === 'approved').length,
                    declined,
                })}
            </Typography>
            {unbilled.length > 0 && (
                <Typography variant="body2">
                    {translate(key('not_billed'), { smart_count: unbilled.length, amount: formatMoney(outside) })}
                </Typography>
            )}
            {canRecord && <ApproveLinesDialog job={job} open={recording} onClose={() => setRecording(false)} />}
        </Alert>
    );
};

/** What staff recorded for the customer: "Approved by phone — Ming Chan, 3 Dec 10:15: rang back…". */
const RecordedAnswers = ({ answers }: { answers: Answer[] }) => {
    const translate = useTranslate();
    const recorded = answers.filter(answer => answer.method !== 'link');
    if (!recorded.length) return null;
    return (
        <Stack spacing={1} sx={{ mt: 2 }} component="ul" aria-label={translate(key('recorded'))} style={{ padding: 0 }}>
            {recorded.map(answer => (
                <Box component="li" key={answer.id} sx={{ listStyle: 'none' }}>
                    <Typography variant="body2">
                        {translate(key(`approved_${answer.method}`))} · {answer.name} ·{' '}
                        <ZonedDateField record={answer} source="at" showTime />
                    </Typography>
                    {answer.note && (
                        <Typography variant="body2" color="text.secondary">
                            {answer.note}
                        </Typography>
                    )}
                </Box>
            ))}
        </Stack>
    );
};

/**
 * The customer's answer, at the top of the job page: where the estimate stands (sent, opened, answered), who signed,
 * how many lines they approved and declined, what is not billed and why (with "Record approval" for staff told by
 * phone or in person), the signature's details, and a warning when the estimate changed since it was signed.
 */
export const JobApproval = () => {
    const translate = useTranslate();
    const job = useJob();
    if (!job || (job.approval_state === 'none' && !job.approval && !unbilledLines(job).length)) return null;
    const { approval } = job;
    return (
        <ShowSection title={translate(key('title'))}>
            <Box sx={{ mb: 1.5 }}>
                <ApprovalStateField source="approval_state" />
            </Box>
            {!approval ? (
                <Typography variant="body2">{translate(key(`waiting.${job.approval_state}`))}</Typography>
            ) : (
                <>
                    <AnswerSummary job={job} />
                    {approval.stale && (
                        <Alert severity="warning" icon={<WarningAmberIcon />} sx={{ mb: 2 }}>
                            {translate(key('stale'))}
                        </Alert>
                    )}
                    <Box
                        sx={{
                            display: 'grid',
                            gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' },
                            gap: 2,
                            wordBreak: 'break-word',
                        }}
                    >
                        <Labeled label={key('signature_name')}>
                            <Typography>{approval.signature_name}</Typography>
                        </Labeled>
                        <Labeled label={key('signed_at')}>
                            <ZonedDateField record={approval} source="signed_at" showTime />
                        </Labeled>
                        <Labeled label={key('ip_address')}>
                            <Typography>{approval.ip_address}</Typography>
                        </Labeled>
                        <Labeled label={key('user_agent')}>
                            <Typography variant="body2">{approval.user_agent}</Typography>
                        </Labeled>
                    </Box>
                </>
            )}
            <RecordedAnswers answers={job.answers ?? []} />
        </ShowSection>
    );
};
