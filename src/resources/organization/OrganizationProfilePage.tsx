import { useState } from 'react';
import DeleteForeverIcon from '@mui/icons-material/DeleteForever';
import { Alert, Box, Button, Card, CardContent, Typography } from '@mui/material';
import {
    AutocompleteInput,
    CheckboxGroupInput,
    Edit,
    NumberInput,
    SaveButton,
    SelectInput,
    SimpleForm,
    TextInput,
    Toolbar,
    email,
    maxLength,
    maxValue,
    minValue,
    required,
    useNotify,
    useRecordContext,
    useTranslate,
    type RaRecord,
} from 'react-admin';
import { fpsIdentifierKind } from '../../../common/fps';
import { e164Digits } from '../../../common/phone';
import { methodChoices } from '../invoice/actions/methods';
import { validateOrganizationName } from '../../components/CreateOrganizationDialog';
import { ReloadWhenStale } from '../../components/ReloadWhenStale';
import { Avatar } from '../../inputs/Avatar';
import { ImageUpload } from '../../inputs/ImageUpload';
import { usePageTitle } from '../../layouts/usePageTitle';
import { deleteWorkspace, useCan, useSession } from '../../session';
import { storage } from '../../store/storage';
import { AssistantSection } from '../assistant/AssistantSection';
import { basisPointsToPercent, currencyChoices, percentToBasisPoints, timezoneChoices } from './choices';
import { DeleteOrganizationDialog } from './DeleteOrganizationDialog';
import { editableOnlineBooking, OnlineBookingFields } from './OnlineBookingFields';

/** The text fields PUT /api/v3/workspace/{id} takes (a cleared one is sent as '', never null). */
const TEXT_FIELDS = [
    'name',
    'address',
    'phone',
    'email',
    'business_registration_no',
    'invoice_footer',
    'invoice_footer_zh',
    'fps_id',
    'whatsapp',
] as const;
const CHOICE_FIELDS = ['currency', 'timezone'] as const;
const NUMBER_FIELDS = ['tax_rate_bp', 'bays'] as const;

/** The body of PUT /api/v3/workspace/{id}: only its fields, whatever else react-admin holds of the record. */
export const editableWorkspace = (record: RaRecord) => ({
    ...Object.fromEntries(TEXT_FIELDS.map(field => [field, String(record[field] ?? '').trim()])),
    avatar: record.avatar || null,
    ...Object.fromEntries(CHOICE_FIELDS.filter(field => record[field]).map(field => [field, record[field]])),
    ...Object.fromEntries(
        NUMBER_FIELDS.filter(field => typeof record[field] === 'number').map(field => [field, record[field]]),
    ),
    ...(Array.isArray(record.payment_methods) ? { payment_methods: record.payment_methods } : {}),
    ...editableOnlineBooking(record),
});

const validateTaxRate = (bp: unknown) =>
    typeof bp === 'number' && (bp < 0 || bp > 10000) ? 'profile.organization.tax_rate_range' : undefined;

/** The server's rule (common/fps.ts): empty, or an FPS ID, a Hong Kong mobile number or an e-mail. */
const validateFpsId = (value: unknown) =>
    typeof value === 'string' && value.trim() && !fpsIdentifierKind(value)
        ? 'profile.organization.fps_id_invalid'
        : undefined;

/** The server's rule (common/phone.ts): empty, or a number WhatsApp can reach. */
const validateWhatsapp = (value: unknown) =>
    typeof value === 'string' && value.trim() && !e164Digits(value)
        ? 'profile.organization.whatsapp_invalid'
        : undefined;

const STACK = { display: 'flex', flexDirection: 'column', gap: 2, width: '100%' };
const GRID = { display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, width: '100%' };

const Section = ({ title }: { title: string }) => {
    const translate = useTranslate();
    return (
        <Typography variant="subtitle1" component="h2" sx={{ mt: 2, fontWeight: 600 }}>
            {translate(title)}
        </Typography>
    );
};

/** The avatar: an upload where it may change, else just the image. */
const Logo = ({ readOnly }: { readOnly: boolean }) => {
    const record = useRecordContext();
    return readOnly ? (
        <Avatar uuid={record?.avatar} text={record?.name} size={80} />
    ) : (
        <ImageUpload source="avatar" label="profile.organization.field.avatar" text={record?.name} size={80} />
    );
};

const WorkspaceFields = ({ readOnly }: { readOnly: boolean }) => {
    const record = useRecordContext();
    const field = (name: string) => ({ label: `profile.organization.field.${name}`, readOnly, fullWidth: true });
    return (
        <>
            <Logo readOnly={readOnly} />
            <Section title="profile.organization.section.general" />
            <Box sx={GRID}>
                <TextInput source="name" {...field('name')} validate={validateOrganizationName} />
                <TextInput source="email" {...field('email')} validate={[email(), maxLength(254)]} />
                <TextInput source="phone" {...field('phone')} validate={maxLength(50)} />
                <TextInput
                    source="whatsapp"
                    {...field('whatsapp')}
                    helperText="profile.organization.hint.whatsapp"
                    validate={[maxLength(50), validateWhatsapp]}
                />
                <TextInput
                    source="business_registration_no"
                    {...field('business_registration_no')}
                    validate={maxLength(100)}
                />
            </Box>
            <TextInput source="address" {...field('address')} multiline minRows={2} validate={maxLength(500)} />
            <Section title="profile.organization.section.billing" />
            <Box sx={GRID}>
                <SelectInput
                    source="currency"
                    {...field('currency')}
                    choices={currencyChoices(record?.currency)}
                    translateChoice={false}
                    validate={required()}
                />
                <NumberInput
                    source="tax_rate_bp"
                    {...field('tax_rate')}
                    format={value => String(basisPointsToPercent(value))}
                    parse={percentToBasisPoints}
                    size="medium"
                    step={0.01}
                    min={0}
                    max={100}
                    validate={validateTaxRate}
                />
            </Box>
            {/* stacked with a gap: a help text under one field never runs into the next field's label */}
            <Box sx={STACK}>
                <TextInput
                    source="invoice_footer"
                    {...field('invoice_footer')}
                    helperText="profile.organization.hint.invoice_footer"
                    multiline
                    minRows={2}
                    validate={maxLength(2000)}
                />
                <TextInput
                    source="invoice_footer_zh"
                    {...field('invoice_footer_zh')}
                    helperText="profile.organization.hint.invoice_footer_zh"
                    multiline
                    minRows={2}
                    validate={maxLength(2000)}
                />
                <TextInput
                    source="fps_id"
                    {...field('fps_id')}
                    helperText="profile.organization.hint.fps_id"
                    validate={validateFpsId}
                />
                <CheckboxGroupInput
                    source="payment_methods"
                    {...field('payment_methods')}
                    choices={methodChoices}
                    helperText="profile.organization.hint.payment_methods"
                />
            </Box>
            <Section title="profile.organization.section.operations" />
            <Box sx={GRID}>
                <AutocompleteInput
                    source="timezone"
                    {...field('timezone')}
                    choices={timezoneChoices(record?.timezone)}
                    translateChoice={false}
                    disableClearable
                    validate={required()}
                />
                <NumberInput
                    source="bays"
                    {...field('bays')}
                    helperText="profile.organization.hint.bays"
                    size="medium"
                    step={1}
                    min={1}
                    validate={[required(), minValue(1), maxValue(100)]}
                />
            </Box>
            <OnlineBookingFields readOnly={readOnly} />
        </>
    );
};

/** Owners only: deleting the organization, after typing its name. */
const DangerZone = ({ id, name }: { id: number; name: string }) => {
    const translate = useTranslate();
    const [open, setOpen] = useState(false);
    return (
        <Card sx={{ mt: 3, borderColor: 'error.main' }} variant="outlined">
            <CardContent>
                <Typography variant="subtitle1" component="h2" color="error" sx={{ fontWeight: 600 }}>
                    {translate('profile.organization.danger_zone')}
                </Typography>
                <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
                    {translate('profile.organization.delete.text')}
                </Typography>
                <Button
                    color="error"
                    variant="outlined"
                    startIcon={<DeleteForeverIcon />}
                    onClick={() => setOpen(true)}
                >
                    {translate('profile.organization.delete.button')}
                </Button>
                <DeleteOrganizationDialog
                    open={open}
                    name={name}
                    onClose={() => setOpen(false)}
                    onDelete={() => deleteWorkspace(id)}
                />
            </CardContent>
        </Card>
    );
};

/** Keeps the organization selector and avatar menu in step with a saved name or logo. */
const rememberSaved = (saved: RaRecord) => {
    const summary = { name: saved.name, avatar: saved.avatar ?? null };
    const workspace = storage.get<Record<string, unknown>>('workspace');
    if (workspace) storage.set('workspace', { ...workspace, ...summary });
    const membership = storage.get<{ workspace?: Record<string, unknown> }>('workspace-user');
    if (membership?.workspace)
        storage.set('workspace-user', { ...membership, workspace: { ...membership.workspace, ...summary } });
};

/**
 * `/app/organization/profile`: the current organization's profile, then its assistant's settings; read-only without
 * `workspace:write`.
 */
export const OrganizationProfilePage = () => {
    const translate = useTranslate();
    const notify = useNotify();
    const can = useCan();
    const { workspace, workspaceUser } = useSession();
    const title = usePageTitle('common.menu.organization_profile');
    if (!workspace) return null;
    const readOnly = !can('workspace:write');
    const owner = can('workspace:delete') || workspaceUser?.role === 'owner';
    return (
        <>
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {title}
            </Typography>
            {readOnly && (
                <Alert severity="info" sx={{ mt: 1 }}>
                    {translate('profile.organization.read_only')}
                </Alert>
            )}
            <Edit
                resource="workspace"
                id={workspace.workspace_id}
                title={title}
                actions={false}
                redirect={false}
                mutationMode="pessimistic"
                transform={editableWorkspace}
                mutationOptions={{
                    onSuccess: (saved: RaRecord) => {
                        rememberSaved(saved);
                        notify('profile.organization.saved', { type: 'success' });
                    },
                }}
                sx={{ '& .RaEdit-main': { mt: 1 } }}
            >
                <ReloadWhenStale />
                <SimpleForm
                    toolbar={
                        readOnly ? (
                            false
                        ) : (
                            <Toolbar>
                                <SaveButton />
                            </Toolbar>
                        )
                    }
                >
                    <WorkspaceFields readOnly={readOnly} />
                </SimpleForm>
            </Edit>
            <AssistantSection />
            {owner && <DangerZone id={workspace.workspace_id} name={workspace.name} />}
        </>
    );
};
