import { expect, test } from './fixtures';

test.describe('the site shell and its pages', () => {
  test('Home shows the welcome heading and six cards', async ({ page }) => {
    await page.goto('/');
    await expect(page).toHaveTitle('Arrakis Planner | Home');
    await expect(page.getByRole('heading', { level: 1 })).toContainText(/welcome/i);
    // Below the front page's builds and news; Community Builds leads to the list itself.
    const cards = page.getByRole('region', { name: 'Explore Arrakis Planner' });
    for (const [name, href] of [
      ['Classes', '/classes'],
      ['Plan Characters', '/skill-trees'],
      ['Community Builds', '/community-builds'],
      ['Guild Ad Board', '/guild-board'],
      ['About', '/about'],
      ['Feedback', '/feedback'],
    ] as const) {
      await expect(cards.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    }
    await expect(page.getByRole('contentinfo')).toContainText(/unofficial fan project/i);
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: /privacy/i }),
    ).toHaveAttribute('href', '/privacy');
  });

  test('Classes lists the five classes by id with their trees', async ({ page }) => {
    await page.goto('/classes');
    await expect(page).toHaveTitle('Arrakis Planner | Classes');
    await expect(
      page.getByRole('heading', { name: 'Welcome to the Skill Explorer' }),
    ).toBeVisible();
    const cards = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('link') });
    await expect(cards).toHaveCount(5);
    const links = cards.getByRole('link');
    await expect(links.nth(0)).toHaveAttribute('href', '/class/trooper');
    await expect(links.nth(3)).toHaveAttribute('href', '/class/bene-gesserit-acolyte');
    await expect(links.nth(4)).toHaveAttribute('href', '/class/swordmaster');
    await expect(cards.nth(4)).toContainText('The Blade');
    await expect(cards.nth(2)).toContainText('Scientist');
    await expect(cards.nth(2)).toContainText('Mechanic');
  });

  test('a class page shows its details and the dropdown navigates', async ({ page }) => {
    await page.goto('/class/trooper');
    await expect(page.getByRole('heading', { level: 1, name: 'Trooper' })).toBeVisible();
    await expect(page).toHaveTitle('Arrakis Planner | Trooper');
    await expect(page.getByText('Video coming soon')).toBeVisible();
    await expect(page.getByText('Gunnery').first()).toBeVisible();
    await page.getByRole('combobox').selectOption({ label: 'Swordmaster' });
    await expect(page).toHaveURL(/\/class\/swordmaster$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Swordmaster' })).toBeVisible();
  });

  test('an unknown class shows Class Not Found and returns home', async ({ page }) => {
    await page.goto('/class/fremen');
    await expect(page.getByText('Class Not Found')).toBeVisible();
    await expect(
      page.getByText('This class is not available or has no skill trees defined yet.'),
    ).toBeVisible();
    await page
      .getByRole('link', { name: 'Return Home' })
      .or(page.getByRole('button', { name: 'Return Home' }))
      .click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('About shows dated release notes and the confirmation note', async ({ page }) => {
    await page.goto('/about');
    await expect(page).toHaveTitle('Arrakis Planner | About');
    await expect(page.getByRole('heading', { name: 'About This Site' })).toBeVisible();
    await expect(page.getByText(/2024-06-07|June 7, 2024|7 June 2024/).first()).toBeVisible();
    await expect(page.getByText(/2024-04-26|April 26, 2024|26 April 2024/).first()).toBeVisible();
    await expect(page.getByText(/authenticat/i).first()).toBeVisible();
  });

  test('Privacy explains the cookies the site sets', async ({ page }) => {
    await page.goto('/privacy');
    await expect(page).toHaveTitle('Arrakis Planner | Privacy Policy');
    await expect(page.getByRole('main')).toContainText('cookie_consent');
  });

  for (const path of ['/guild-board', '/under-construction']) {
    test(`${path} shows the under-construction page`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Under Construction' })).toBeVisible();
      await expect(page.getByRole('img').first()).toBeVisible();
    });
  }

  test('an unknown route shows the 404 text', async ({ page }) => {
    const response = await page.goto('/no/such/page');
    expect(response?.status()).toBe(404);
    expect(response?.headers()['content-type']).toContain('text/html');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
    await expect(
      page.getByText(
        'The page you are looking for does not exist. Please check the URL or return to the homepage.',
      ),
    ).toBeVisible();
  });

  test("the planner's HTML announces none of its code, and the browser fetches each chunk once", async ({
    page,
  }) => {
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto('/skill-trees');
    await expect(page.getByTestId('planner')).toBeVisible();
    await expect(page.getByTestId('skill-tree').locator('[data-skill-id]').first()).toBeVisible();

    // Its first screen is the server's HTML: its code follows the entry, not beside the HTML.
    // (Its links wait in a template, which the entry empties into the head once it runs.)
    const html = await (await page.request.get('/skill-trees')).text();
    const outsideTemplates = html.replace(/<template[\s\S]*?<\/template>/g, '');
    const announced = [
      ...outsideTemplates.matchAll(/<link rel="modulepreload"[^>]* href="([^"]+)"/g),
    ].map((match) => match[1] ?? '');
    expect(announced.filter((path) => /\/(PlannerPage|graph)-[\w-]+\.js$/.test(path))).toEqual([]);
    expect(scripts.some((path) => /\/PlannerPage-[\w-]+\.js$/.test(path))).toBe(true);
    const twice = scripts.filter((path, i) => scripts.indexOf(path) !== i);
    expect(twice).toEqual([]);
  });

  test('the built Storybook is served at /storybook', async ({ page }) => {
    const response = await page.request.get('/storybook/');
    expect(response.status()).toBe(200);
    expect(await response.text()).toContain('storybook');
  });
});
