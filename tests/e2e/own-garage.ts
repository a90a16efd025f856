import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_ADMIN_PASSWORD } from '../../playwright.config';
import { api, signIn, storedItem } from './helpers';

export interface OwnGarage {
    name: string;
    owner: { username: string; password: string };
}

async function call(request: APIRequestContext, path: string, data: unknown, token?: string) {
    const answer = await request.post(path, { data, headers: token ? { Authorization: `Bearer ${token}` } : {} });
    expect(answer.ok(), `POST ${path}: ${await answer.text()}`).toBe(true);
    return (await answer.json()).data;
}

/**
 * A garage of the journey's own, made as a platform operator makes one through the back-office API: a new user, and
 * a workspace that user owns (Hong Kong's clock, three bays, nothing on file). A journey that changes the garage's
 * settings, or counts its takings, works here so that the journeys running beside it in the demo garage neither see
 * its changes nor move its figures.
 */
export async function makeOwnGarage(request: APIRequestContext, name: string): Promise<OwnGarage> {
    const admin = await call(request, '/public/v3/admin/login', { username: 'admin', password: E2E_ADMIN_PASSWORD });
    const username = `${name.toLowerCase().replace(/[^a-z0-9]+/g, '.')}.${Date.now().toString(36)}`;
    const owner = { username, password: `${username}-password` };
    const user = await call(
        request,
        '/admin/v3/user',
        { ...owner, email: `${username}@garages.example`, display_name: `Owner of ${name}` },
        admin.token,
    );
    await call(request, '/admin/v3/workspace', { name, owner_user_id: user.id }, admin.token);
    return { name, owner };
}

/** Signs in as the garage's owner: their only organization opens. */
export async function signInToOwnGarage(page: Page, garage: OwnGarage) {
    await signIn(page, garage.owner.username, garage.owner.password);
    expect(JSON.parse((await storedItem(page, 'workspace-user'))!)).toMatchObject({
        role: 'owner',
        workspace: { name: garage.name },
    });
}

/** The demo garage's oil change, on the new garage's price list. */
export const addOilChange = (page: Page) =>
    api(page, 'POST', '/api/v3/motor-garage/service', {
        code: 'SVC-OIL',
        name: 'Oil and filter change',
        name_zh: '更換機油及機油隔',
        category: 'Maintenance',
        price_cents: 28_000,
        duration_minutes: 45,
    });
