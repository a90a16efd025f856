import { TextInput, useTranslate, type TextInputProps } from 'react-admin';
import { useWorkspaceZone } from '../session/useWorkspaceSettings';
import { fromLocalInput, toLocalInput } from '../session/zone';

export type ZonedDateTimeInputProps = Omit<TextInputProps, 'format' | 'parse' | 'type'>;

const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/**
 * A date and time typed as the garage's clock reads it: the form value is an instant (ISO), the box shows the wall
 * clock in the workspace's time zone whatever the browser's. Where the browser is elsewhere, the hint names the zone.
 */
export const ZonedDateTimeInput = ({ helperText, sx, ...props }: ZonedDateTimeInputProps) => {
    const translate = useTranslate();
    const zone = useWorkspaceZone();
    const hint = helperText ?? (browserZone() !== zone ? translate('common.time_zone', { zone }) : undefined);
    return (
        <TextInput
            {...props}
            type="datetime-local"
            format={(value: string | null) => toLocalInput(value, zone)}
            parse={(text: string) => fromLocalInput(text, zone)}
            helperText={hint}
            slotProps={{ inputLabel: { shrink: true } }}
            // room under the hint for the next row's floating label
            sx={hint ? [{ mb: 1.5 }, ...(Array.isArray(sx) ? sx : [sx])] : sx}
        />
    );
};
