import { LineChart } from '@mui/x-charts/LineChart';
import { useTranslate } from 'react-admin';
import { dailyRows, type PlatformStatistic } from './statistic';

/** Sign-ups and sessions per day; loaded on its own (lazily) so only the admin home downloads the chart library. */
const ActivityChart = ({ statistic }: { statistic: Pick<PlatformStatistic, 'signups' | 'sessions'> }) => {
    const translate = useTranslate();
    const rows = dailyRows(statistic);
    return (
        <LineChart
            height={300}
            xAxis={[{ scaleType: 'point', data: rows.map(row => row.date.slice(5)) }]}
            yAxis={[{ tickMinStep: 1, min: 0 }]}
            series={[
                {
                    data: rows.map(row => row.signups),
                    label: translate('admin.home.signups'),
                    showMark: false,
                    curve: 'linear',
                },
                {
                    data: rows.map(row => row.sessions),
                    label: translate('admin.home.sessions'),
                    showMark: false,
                    curve: 'linear',
                },
            ]}
        />
    );
};

export default ActivityChart;
