import { DateField, useLocaleState, type DateFieldProps } from 'react-admin';
import { intlTag } from '../i18n/locale';
import { useClock } from '../session/useWorkspaceSettings';
import { DATE_TIME_STYLE } from '../session/zone';

type Props = Omit<DateFieldProps, 'options' | 'locales'>;

/**
 * An instant as the garage's clocks read it (the workspace's time zone, whatever the browser's), in the interface's
 * language: its date and time to the minute, or with `showTime={false}` the day alone.
 */
export const ZonedDateField = ({ showTime = true, ...props }: Props) => {
    const { zone, locale } = useClock();
    const options: Intl.DateTimeFormatOptions = showTime
        ? { ...DATE_TIME_STYLE, timeZone: zone }
        : { dateStyle: 'medium', timeZone: zone };
    return <DateField {...props} showTime={showTime} locales={locale} options={options} />;
};

/** A calendar day (`YYYY-MM-DD`: a licence's expiry) as written, in the interface's language. */
export const DayField = (props: Omit<Props, 'showTime'>) => {
    const [locale] = useLocaleState();
    return <DateField {...props} locales={intlTag(locale)} options={{ dateStyle: 'medium', timeZone: 'UTC' }} />;
};
