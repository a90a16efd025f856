import { Box } from '@mui/material';
import { ResourceCreate, ResourceEdit, ResourceInputs, useDeclaredResource } from '../declared';
import { JobTotals } from './editor/JobTotals';

/** The job's declared inputs, with the live totals on a row of their own after the discount they follow. */
const JobInputs = ({ mode }: { mode: 'create' | 'edit' }) => {
    const form = useDeclaredResource().declaration.form ?? [];
    const afterDiscount = form.indexOf('discount_id') + 1;
    return (
        <>
            <ResourceInputs mode={mode} names={form.slice(0, afterDiscount)} />
            <Box sx={{ width: '100%', maxWidth: 960, '&:empty': { display: 'none' } }}>
                <JobTotals />
            </Box>
            <ResourceInputs mode={mode} names={form.slice(afterDiscount)} />
        </>
    );
};

export const JobCreate = () => <ResourceCreate Inputs={JobInputs} />;
export const JobEdit = () => <ResourceEdit Inputs={JobInputs} />;
