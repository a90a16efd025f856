// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { rememberedRoute, useGoBack, useRememberLastRoute } from '../../../src/session';
import { storage } from '../../../src/store/storage';

afterEach(() => {
    cleanup();
    localStorage.clear();
});

const Page = () => {
    useRememberLastRoute();
    const navigate = useNavigate();
    const back = useGoBack();
    const { pathname, search } = useLocation();
    return (
        <>
            <output data-testid="path">{pathname + search}</output>
            <button onClick={back}>back</button>
            {['/app/motor-garage/vehicle?page=2', '/app/self/profile', '/auth/register'].map(to => (
                <button key={to} onClick={() => navigate(to)}>
                    {to}
                </button>
            ))}
        </>
    );
};

const renderAt = (path: string) =>
    render(
        <MemoryRouter initialEntries={['/elsewhere', path]} initialIndex={1}>
            <Page />
        </MemoryRouter>,
    );

const path = () => screen.getByTestId('path').textContent;
const click = (name: string) => act(() => fireEvent.click(screen.getByRole('button', { name })));

describe('last route', () => {
    it('records /app routes and goes back to the one before', () => {
        renderAt('/app/motor-garage/booking');
        click('/app/motor-garage/vehicle?page=2');
        expect(storage.get('last-route')).toBe('/app/motor-garage/vehicle?page=2');
        click('/app/self/profile');
        click('back');
        expect(path()).toBe('/app/motor-garage/vehicle?page=2');
    });

    it('does not record pages outside /app and /admin', () => {
        renderAt('/admin/user');
        click('/auth/register');
        expect(storage.get('last-route')).toBe('/admin/user');
    });

    it('uses browser back when nothing else is remembered', () => {
        renderAt('/auth/register');
        click('back');
        expect(path()).toBe('/elsewhere');
    });

    it('offers the remembered route only inside the given area', () => {
        storage.set('last-route', '/admin/workspace');
        expect(rememberedRoute('/app', '/app/motor-garage/statistic')).toBe('/app/motor-garage/statistic');
        expect(rememberedRoute('/admin', '/admin')).toBe('/admin/workspace');
    });
});
