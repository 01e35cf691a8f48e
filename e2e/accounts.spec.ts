// The log-in and sign-up forms' validation and refusal states, and where the route guards send a
// visitor, a child and a signed-in user, are component tests (src/web/app/route-states/auth.test.tsx
// and guards.test.tsx), as is the verified banner's 10 seconds (verification-banners.test.tsx); an
// admin opens /admin in every journey of admin.spec.ts.
import {
  expect,
  loginViaApi,
  registerViaApi,
  test,
  toastText,
  uniqueUsername,
  verificationLinkFor,
} from './fixtures';

test('A new visitor registers, verifies the e-mail address, logs out and logs in again', async ({ page }) => {
  const username = uniqueUsername('maya');
  const email = `${username}@example.com`;
  await page.goto('/');
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Sign Up', exact: true })
    .click();
  await expect(page).toHaveURL(/\/auth\?tab=register/);
  await page.getByLabel('Name', { exact: true }).fill('Maya Learner');
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Birth year').selectOption('1990');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByLabel('Confirm password').fill('secret123');
  await page.getByRole('button', { name: 'Create account' }).click();

  await expect(toastText(page, 'Registration successful')).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Panel' })).toBeVisible();
  await expect(page.getByText('Please verify your e-mail address')).toBeVisible();

  await page.goto(verificationLinkFor(email));
  await expect(page).toHaveURL(/\/\?verified=true$/);
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await expect(page.getByText('Please verify your e-mail address')).toBeHidden();

  await page.getByRole('button', { name: 'Logout' }).click();
  await expect(toastText(page, 'You have been logged out successfully')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Login' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'User Panel' })).toBeHidden();

  await page.getByRole('link', { name: 'Login' }).click();
  await page.getByLabel('Username', { exact: true }).fill(username);
  await page.getByLabel('Password', { exact: true }).fill('secret123');
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(toastText(page, 'Welcome back, Maya Learner!')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Logout' })).toBeVisible();
});

test('A used verification link says so, and a dead one offers a new link', async ({ page }) => {
  const user = await registerViaApi(page);
  const link = verificationLinkFor(user.email);
  await page.goto(link);
  await expect(page.getByText('Your e-mail address is verified')).toBeVisible();
  await page.goto(link);
  const failure = page
    .getByRole('alert')
    .filter({ hasText: 'That verification link has expired or was already used.' });
  await expect(failure).toContainText('Your e-mail address is verified already');
  await expect(failure.getByRole('button', { name: 'Resend Verification Email' })).toHaveCount(0);

  await registerViaApi(page);
  await page.goto('/api/verify-email?token=not-a-real-token');
  await expect(failure).toContainText('Ask for a new one below.');
  await failure.getByRole('button', { name: 'Resend Verification Email' }).click();
  await expect(toastText(page, 'Please check your inbox and follow the instructions.')).toBeVisible();
});

test.describe('route guards', () => {
  test('a visitor is sent from /user-panel to /auth and comes back after logging in', async ({ page }) => {
    await page.goto('/user-panel');
    await expect(page).toHaveURL(/\/auth\?next=%2Fuser-panel/);
    await page.getByLabel('Username', { exact: true }).fill('demo-student');
    await page.getByLabel('Password', { exact: true }).fill('password123');
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/user-panel$/);
    await expect(page.getByRole('heading', { name: 'User Dashboard' })).toBeVisible();
  });
});

test.describe('on a 390 px phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the navigation folds into a side drawer with the same items', async ({ page }) => {
    await loginViaApi(page, 'demo-student');
    await page.goto('/');
    await expect(
      page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Articles' }),
    ).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    for (const name of [
      'Home',
      'Book a Session',
      'Articles',
      'Games',
      'Merchandise',
      'Contact',
      'User Panel',
    ]) {
      await expect(drawer.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(drawer.getByRole('button', { name: 'Logout' })).toBeVisible();
    await drawer.getByRole('link', { name: 'Articles' }).click();
    await expect(page).toHaveURL(/\/articles$/);
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the cart button opens the cart', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: /Cart/ }).click();
    await expect(page.getByText('Your cart is empty')).toBeVisible();
    await page.getByRole('link', { name: 'Continue Shopping' }).click();
    await expect(page).toHaveURL(/\/merchandise$/);
  });
});
