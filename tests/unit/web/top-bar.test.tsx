// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { useGetOne, type DataProvider } from 'react-admin';
import { afterEach, expect, it } from 'vitest';
import { TopBar } from '../../../src/layouts/TopBar';
import { InShell } from './shell-harness';

afterEach(cleanup);

const Waiting = () => {
    useGetOne('motor-garage/booking', { id: 1 });
    return null;
};

it('names the spinner the top bar shows while a page loads', async () => {
    const never = new Promise<never>(() => {});
    const dataProvider = { getOne: () => never } as unknown as DataProvider;
    render(
        <InShell dataProvider={dataProvider}>
            <TopBar />
            <Waiting />
        </InShell>,
    );
    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeTruthy();
});
