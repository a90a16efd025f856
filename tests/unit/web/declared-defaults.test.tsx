// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { renderGarage } from './declared-harness';
import { fakeFetch, ok, resetBrowserState, signInAs, type SentRequest } from './fakeFetch';

vi.setConfig({ testTimeout: 30_000 }); // react-admin's first render in jsdom takes seconds

describe('a generated create form starts from the declared defaults', () => {
    let sent: SentRequest[];
    beforeEach(() => {
        signInAs('owner', ['service:read', 'service:write']);
        sent = fakeFetch(({ method, body }) => (method === 'POST' ? ok({ id: 9, ...(body as object) }) : ok({})));
    });
    afterEach(() => {
        cleanup();
        resetBrowserState();
    });

    it('New service shows the 60 minutes the server would save, and sends them', async () => {
        renderGarage('/motor-garage/service/create');
        const duration = (await screen.findByLabelText('Duration (minutes)')) as HTMLInputElement;
        expect(duration.value).toBe('60');
        expect((screen.getByLabelText('Active') as HTMLInputElement).checked).toBe(true);
        fireEvent.change(screen.getByLabelText('Code *'), { target: { value: 'OIL' } });
        fireEvent.change(screen.getByLabelText('Name *'), { target: { value: 'Oil change' } });
        fireEvent.click(screen.getByLabelText('Save'));
        await waitFor(() => expect(sent.some(request => request.method === 'POST')).toBe(true));
        const created = sent.find(request => request.method === 'POST')!;
        expect(created.body).toMatchObject({ code: 'OIL', duration_minutes: 60, active: true });
    });
});
