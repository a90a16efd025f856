// @vitest-environment jsdom
import { useEffect } from 'react';
import { cleanup, render, screen } from '@testing-library/react';
import { AdminContext, memoryStore, useNotify } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { ApiError } from '../../../src/api/client';
import { AdminNotification } from '../../../src/dataProvider/AdminNotification';

afterEach(cleanup);

/** Notifies as react-admin's controllers do: the thrown error's message, then whatever comes next. */
const Notify = ({ messages }: { messages: [string, 'error' | 'info'][] }) => {
    const notify = useNotify();
    useEffect(() => {
        messages.forEach(([message, type]) => notify(message, { type, messageArgs: { _: message } }));
    }, [messages, notify]);
    return null;
};

const renderNotifications = (messages: [string, 'error' | 'info'][]) =>
    render(
        <MemoryRouter>
            <AdminContext store={memoryStore()}>
                <Notify messages={messages} />
                <AdminNotification />
            </AdminContext>
        </MemoryRouter>,
    );

describe('AdminNotification', () => {
    it("drops react-admin's repeat of an API error the client has already toasted", async () => {
        const apiError = new ApiError(409, { error: 'plate_taken', message: 'Plate taken', trace_id: 't' });
        renderNotifications([
            [apiError.message, 'error'],
            ['Element created', 'info'],
        ]);
        expect(await screen.findByText('Element created')).toBeTruthy();
        expect(screen.queryByText(apiError.message)).toBeNull();
        // the message is react-admin's notice of a failed call, which would read so
        expect(screen.queryByText('Server communication error')).toBeNull();
    });

    it('still shows other errors', async () => {
        renderNotifications([['Form is not valid', 'error']]);
        expect(await screen.findByText('Form is not valid')).toBeTruthy();
    });
});
