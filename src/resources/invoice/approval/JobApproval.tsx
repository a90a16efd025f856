import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Alert, Box, Chip, Typography } from '@mui/material';
import { Labeled, useTranslate, type ShowProps } from 'react-admin';
import { OPEN_JOB_STATUSES } from '../../../../common/jobs';
import { ZonedDateField } from '../../../components/DateFields';
import { ShowSection } from '../../declared';
import { useJob, type Job } from '../actions/useJobAction';

const key = (name: string) => `motor-garage.invoice.approval.${name}`;
type Line = Job['lines'][number];

/** Whether the customer's answer to the estimate may still come: lines to approve, and none signed as they are. */
export const awaitingApproval = (job: Job | undefined) =>
    !!job &&
    OPEN_JOB_STATUSES.includes(job.status) &&
    (job.lines?.length ?? 0) > 0 &&
    (!job.approval || job.approval.stale);

/** The job page fetches the job again every 15 s, and on coming back to the window, while awaiting an answer. */
export const approvalQueryOptions: ShowProps['queryOptions'] = {
    refetchOnWindowFocus: true,
    refetchInterval: query => (awaitingApproval(query.state.data as Job | undefined) ? 15_000 : false),
};

/** A line's answer on the estimate link, as a chip (nothing when not answered). */
export const LineApprovalChip = ({ line }: { line: Line }) => {
    const translate = useTranslate();
    if (!line.approval) return null;
    return (
        <Chip
            size="small"
            variant="outlined"
            color={line.approval === 'approved' ? 'success' : 'error'}
            label={translate(key(line.approval))}
        />
    );
};

/** Who signed the estimate, when, from where and with what; a warning when the estimate changed since. */
export const JobApproval = () => {
    const translate = useTranslate();
    const job = useJob();
    if (!job || (!job.approval && !job.lines?.length)) return null;
    const { approval } = job;
    return (
        <ShowSection title={translate(key('title'))}>
            {!approval ? (
                <Typography variant="body2">{translate(key('none'))}</Typography>
            ) : (
                <>
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
        </ShowSection>
    );
};
