import { DateField, type DateFieldProps } from 'react-admin';
import { useWorkspaceZone } from '../session/useWorkspaceSettings';
import { DATE_TIME_STYLE } from '../session/zone';

/**
 * An instant as the garage's clocks read it (the workspace's time zone, whatever the browser's): its date and time to
 * the minute, or with `showTime={false}` the day alone.
 */
export const ZonedDateField = ({ showTime = true, ...props }: Omit<DateFieldProps, 'options'>) => {
    const zone = useWorkspaceZone();
    const options: Intl.DateTimeFormatOptions = showTime ? { ...DATE_TIME_STYLE, timeZone: zone } : { dateStyle: 'medium', timeZone: zone };
    return <DateField {...props} showTime={showTime} options={options} />;
};
