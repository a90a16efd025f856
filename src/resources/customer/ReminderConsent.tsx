import { Typography } from '@mui/material';
import { BooleanInput, useRecordContext, useTranslate } from 'react-admin';
import type { FieldInputProps } from '../declared';
import { fieldLabel } from '../declared/model';
import { useClock } from '../../session/useWorkspaceSettings';
import { formatDate } from '../../session/zone';

const key = (name: string) => `relationship.customer.consent.${name}`;

/**
 * The staff form's reminder tick: unticked unless the customer has agreed (the API's default), with what ticking it
 * means. The server records a tick as given by staff, now.
 */
export const ReminderConsentInput = ({ resource, field, disabled }: FieldInputProps) => (
    <BooleanInput
        source={field.name}
        label={fieldLabel(resource, field.name)}
        helperText={key('help')}
        disabled={disabled}
    />
);

/** "Agreed on 3 Dec 2026, by staff" (or online), "Agreed (before sources were recorded)", or "Not agreed". */
export const ReminderConsentField = () => {
    const customer = useRecordContext<{
        reminder_consent?: boolean;
        consent_source?: string | null;
        consent_at?: string | null;
    }>();
    const translate = useTranslate();
    const clock = useClock();
    if (!customer) return null;
    const { reminder_consent: agreed, consent_source: source, consent_at: at } = customer;
    const text = !agreed
        ? translate(key('not_agreed'))
        : source && at
          ? translate(key(`agreed.${source}`), { date: formatDate(at, clock) })
          : translate(key('legacy'));
    return <Typography variant="body2">{text}</Typography>;
};
