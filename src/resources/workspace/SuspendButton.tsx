import PauseCircleOutlineIcon from '@mui/icons-material/PauseCircleOutline';
import PlayCircleOutlineIcon from '@mui/icons-material/PlayCircleOutline';
import { Typography } from '@mui/material';
import { useState } from 'react';
import {
    Button,
    TextInput,
    maxLength,
    required,
    useDataProvider,
    useNotify,
    useRecordContext,
    useRefresh,
    useResourceContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { SUSPENSION_REASON_MAX_LENGTH } from '../../../common/suspension';
import { ActionDialog, type FormValues } from '../../components/ActionDialog';
import { useDeclaredResource } from '../declared';
import { toPayload } from '../declared/payload';

interface WorkspaceRecord extends RaRecord {
    name: string;
    status: 'active' | 'suspended';
}

const t = (key: string) => `admin.workspace.${key}`;

/**
 * Suspends an active workspace after asking why (its members are shown the reason, and may then only read: writes
 * get 403 workspace_suspended), or resumes a suspended one, which clears the reason.
 */
export const SuspendButton = () => {
    const record = useRecordContext<WorkspaceRecord>();
    const resource = useResourceContext()!;
    const { model } = useDeclaredResource();
    const dataProvider = useDataProvider();
    const notify = useNotify();
    const refresh = useRefresh();
    const translate = useTranslate();
    const [asking, setAsking] = useState(false);
    const [pending, setPending] = useState(false);
    if (!record) return null;
    const suspended = record.status === 'suspended';

    const save = async (changes: Partial<WorkspaceRecord>, done: string) => {
        setPending(true);
        try {
            const data = toPayload(model)({ ...record, ...changes });
            await dataProvider.update(resource, { id: record.id, data, previousData: record });
        } finally {
            setPending(false);
        }
        refresh();
        notify(t(done), { type: 'info' });
    };
    const resume = () => save({ status: 'active' }, 'resumed').catch(() => undefined); // the client toasted why
    const suspend = (values: FormValues) =>
        save({ status: 'suspended', suspension_reason: values.suspension_reason }, 'suspended');

    return (
        <>
            <Button
                label={suspended ? t('resume') : t('suspend')}
                color={suspended ? 'primary' : 'warning'}
                onClick={suspended ? resume : () => setAsking(true)}
                disabled={pending}
            >
                {suspended ? <PlayCircleOutlineIcon /> : <PauseCircleOutlineIcon />}
            </Button>
            <ActionDialog
                open={asking}
                onClose={() => setAsking(false)}
                title={t('suspend_dialog.title')}
                titleArgs={{ name: record.name }}
                initial={() => ({ suspension_reason: '' })}
                onSubmit={suspend}
                submitLabel={t('suspend')}
                submitIcon={<PauseCircleOutlineIcon />}
                maxWidth="sm"
            >
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate(t('suspend_dialog.text'))}
                </Typography>
                <TextInput
                    source="suspension_reason"
                    label={t('fields.suspension_reason')}
                    helperText={t('suspend_dialog.reason_help')}
                    validate={[required(), maxLength(SUSPENSION_REASON_MAX_LENGTH)]}
                    multiline
                    minRows={2}
                    autoFocus
                    fullWidth
                />
            </ActionDialog>
        </>
    );
};
