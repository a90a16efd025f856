import type { MessageStatus } from '../../../common/messages';
import { MUTED, type StatusLook, type StatusStyle } from '../../components/StatusChip';

/** Grey while a draft, blue on its way, green once with the customer, red when it failed. */
const LOOKS: Record<MessageStatus, StatusLook> = {
    draft: { color: 'default', variant: 'outlined' },
    queued: { color: 'primary', variant: 'outlined' },
    sent: { color: 'primary', variant: 'filled' },
    delivered: { color: 'success', variant: 'outlined' },
    read: { color: 'success', variant: 'filled' },
    failed: { color: 'error', variant: 'filled' },
    cancelled: MUTED,
};

export const MESSAGE_STATUS_STYLE: StatusStyle = { namespace: 'motor-garage.message.status', looks: LOOKS };
