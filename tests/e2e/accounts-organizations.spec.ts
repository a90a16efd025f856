import { expect, test } from '@playwright/test';
import { E2E_SMTP_PORT } from '../../playwright.config';
import { parseMail, resetLinkOf, startSmtp, type TestSmtp } from '../support/smtp';
import { expectAccessible } from './axe';
import { signIn, signInAsAdmin, signOut } from './helpers';

// One story, in order: an operator sets up a garage, its owner builds a team, a member works within a group's
// permissions, and a forgotten password is reset from the mail the app sent.
test.describe.configure({ mode: 'serial' });

const OWNER = {
    username: 'lee.kaman',
    name: 'Lee Ka Man',
    email: 'lee.kaman@shatin.example',
    password: 'owner-password-1',
};
const MEMBER = {
    username: 'chan.siuming',
    name: 'Chan Siu Ming',
    email: 'chan.siuming@shatin.example',
    password: 'member-password-1',
};
const GARAGE = 'Sha Tin Garage';
const PNG = Buffer.from(
    'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
    'base64',
);

let mailbox: TestSmtp;
test.beforeAll(async () => {
    mailbox = await startSmtp(E2E_SMTP_PORT);
});
test.afterAll(async () => {
    await mailbox.close();
});

test('an admin creates two users and a workspace owned by the first', async ({ page }) => {
    await signInAsAdmin(page);
    for (const person of [OWNER, MEMBER]) {
        await page.goto('/admin/user/create');
        await expectAccessible(page);
        await page.getByLabel('Username').fill(person.username);
        await page.getByLabel('Display name').fill(person.name);
        await page.getByLabel('Email').fill(person.email);
        await page.getByLabel('Password').first().fill(person.password);
        await page.getByRole('button', { name: 'Save' }).click();
        await expect(page.getByText('Element created')).toBeVisible();
    }
    await page.goto('/admin/user');
    await expect(page.getByRole('row').filter({ hasText: OWNER.email })).toContainText(OWNER.name);
    await expectAccessible(page);

    await page.goto('/admin/workspace/create');
    await expectAccessible(page);
    await page.getByLabel('Name').fill(GARAGE);
    await page.getByLabel('Owner').fill('lee');
    await page.getByRole('option', { name: new RegExp(OWNER.username) }).click();
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Element created')).toBeVisible();
    await expect(page.getByRole('link', { name: OWNER.username })).toBeVisible();
    await expectAccessible(page);
    await signOut(page);
});

test('the owner signs in, uploads an avatar and adds a member with an auth group', async ({ page }) => {
    await signIn(page, OWNER.username, OWNER.password);
    await expect(page.getByRole('button', { name: /organization/i })).toContainText(GARAGE);

    await page.goto('/app/self/profile');
    await expectAccessible(page);
    await page
        .locator('input[type="file"]')
        .first()
        .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await page.getByRole('button', { name: 'Save' }).first().click();
    await expect(page.getByText('Profile saved')).toBeVisible();
    const stored = await page.evaluate(() =>
        (globalThis as unknown as { localStorage: { getItem(k: string): string | null } }).localStorage.getItem('user'),
    );
    expect(JSON.parse(stored!).avatar).toMatch(/^[0-9a-f-]{36}$/);
    await expect(page.getByRole('button', { name: 'Account menu' }).locator('img')).toBeVisible();

    await page.goto('/app/organization/teams');
    await page.getByRole('tab', { name: 'Auth groups' }).click();
    await expectAccessible(page);
    await page.getByRole('button', { name: 'Add auth group' }).click();
    const groupDialog = page.getByRole('dialog');
    await groupDialog.getByLabel('Name').fill('Team leads');
    await groupDialog.getByRole('checkbox', { name: 'Manage the team' }).check();
    await expectAccessible(page);
    await groupDialog.getByRole('button', { name: 'Create' }).click();
    await expect(page.getByText('Auth group created')).toBeVisible();

    await page.getByRole('tab', { name: 'Members' }).click();
    await page.getByRole('button', { name: 'Add member' }).click();
    const memberDialog = page.getByRole('dialog');
    await memberDialog.getByLabel('Username or email').fill(MEMBER.email);
    await memberDialog.getByRole('checkbox', { name: 'Team leads' }).check();
    await expectAccessible(page);
    await memberDialog.getByRole('button', { name: 'Add member' }).click();
    await expect(page.getByText('Member added')).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: MEMBER.email })).toContainText('Team leads');
    await expectAccessible(page);
    await signOut(page);
});

test('the member sees only what the role and the group allow', async ({ page }) => {
    await signIn(page, MEMBER.username, MEMBER.password);
    await expect(page.getByRole('menuitem', { name: 'Vehicles', exact: true }).filter({ visible: true })).toBeVisible();
    await expect(page.getByRole('menuitem', { name: 'Statistics', exact: true })).toHaveCount(0);

    await page.getByRole('button', { name: 'Account menu' }).click();
    await expect(
        page.getByRole('dialog', { name: 'Account menu' }).filter({ hasText: `@${MEMBER.username}` }),
    ).toContainText('Member');
    await page.keyboard.press('Escape');

    await page.goto('/app/organization/teams');
    await expect(page.getByRole('tab', { name: 'Members' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Auth groups' })).toHaveCount(0);
    await expect(page.getByRole('row').filter({ hasText: OWNER.email })).toContainText('Owner');
    await expectAccessible(page);
    await signOut(page);
});

test('a password reset link from the mail signs the member in with the new password', async ({ page }) => {
    const before = mailbox.messages.length;
    await page.goto('/');
    await page.getByRole('link', { name: 'Forgot password?' }).click();
    await expectAccessible(page);
    await page.getByLabel('Email').fill(MEMBER.email);
    await page.getByRole('button', { name: 'Send reset link' }).click();
    await expect(page.getByText('If the address exists, a link to reset the password was sent to it.')).toBeVisible();

    const mail = await mailbox.waitForMail(MEMBER.email, { since: before });
    const { url } = resetLinkOf(parseMail(mail.raw).text);
    await page.goto(url.pathname + url.search);
    await expectAccessible(page);
    await page.getByLabel('New password').fill('brand-new-password-2');
    await page.getByRole('button', { name: 'Set new password' }).click();
    await expect(page.getByText('Your password has been changed. You can sign in now.')).toBeVisible();

    await signIn(page, MEMBER.username, 'brand-new-password-2');
    await expect(page.getByRole('button', { name: /organization/i })).toContainText(GARAGE);
});

test('the platform suspends the garage with a reason: its owner reads, is told why, and cannot change anything', async ({
    page,
}) => {
    const reason = 'Subscription unpaid since October';
    await signInAsAdmin(page);
    await page.goto('/admin/workspace');
    await page.getByRole('row').filter({ hasText: GARAGE }).getByText(GARAGE).click();
    await page.getByRole('button', { name: 'Suspend' }).click();
    const dialog = page.getByRole('dialog', { name: `Suspend ${GARAGE}` });
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog.getByLabel('Reason for suspension')).toHaveAttribute('aria-invalid', 'true');
    await dialog.getByLabel('Reason for suspension').fill(reason);
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Suspend' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(reason)).toBeVisible();
    await expect(page.getByRole('button', { name: 'Resume' })).toBeVisible();
    await signOut(page);

    await signIn(page, OWNER.username, OWNER.password);
    const banner = page.getByRole('region', { name: 'Organization suspended' });
    await expect(banner).toContainText(reason);
    await page.goto('/app/relationship/customer');
    await expect(page.getByRole('heading', { level: 1, name: 'Customers' })).toBeVisible();
    await expect(banner).toBeVisible();
    await expect(page.getByRole('link', { name: 'Create' })).toHaveCount(0);
    await expectAccessible(page);
    await signOut(page);

    await signInAsAdmin(page);
    await page.goto('/admin/workspace');
    await page.getByRole('row').filter({ hasText: GARAGE }).getByText(GARAGE).click();
    await page.getByRole('button', { name: 'Resume' }).click();
    await expect(page.getByRole('button', { name: 'Suspend' })).toBeVisible();
    await signOut(page);
    await signIn(page, OWNER.username, OWNER.password);
    await page.goto('/app/relationship/customer');
    await expect(page.getByRole('link', { name: 'Create' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Organization suspended' })).toHaveCount(0);
});
