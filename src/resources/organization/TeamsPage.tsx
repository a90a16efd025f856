import { Tab, Tabs, Typography } from '@mui/material';
import { Title, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { usePageTitle } from '../../layouts/usePageTitle';
import { useCan } from '../../session';
import { AuthGroupsTab } from './AuthGroupsTab';
import { MembersTab } from './MembersTab';

const TABS = [
    { key: 'members', label: 'profile.teams.tab.members', need: 'team:manage', Content: MembersTab },
    { key: 'auth-groups', label: 'profile.teams.tab.auth_groups', need: 'auth-group:read', Content: AuthGroupsTab },
] as const;

/** `/app/organization/teams`: the members and auth groups tabs the session may see (`?tab=` picks one). */
export const TeamsPage = () => {
    const translate = useTranslate();
    const can = useCan();
    const title = usePageTitle('common.menu.teams');
    const [params, setParams] = useSearchParams();
    const tabs = TABS.filter(tab => can(tab.need));
    const current = tabs.find(tab => tab.key === params.get('tab')) ?? tabs[0];
    return (
        <>
            <Title title={title} />
            <Typography variant="h5" component="h1" sx={{ mt: 2 }}>
                {title}
            </Typography>
            <Tabs
                value={current?.key ?? false}
                onChange={(_, key: string) => setParams({ tab: key }, { replace: true })}
                sx={{ borderBottom: 1, borderColor: 'divider', mb: 1 }}
            >
                {tabs.map(tab => (
                    <Tab key={tab.key} value={tab.key} label={translate(tab.label)} />
                ))}
            </Tabs>
            {current && <current.Content />}
        </>
    );
};
