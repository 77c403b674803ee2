import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect } from '@playwright/test';
import { menuAction } from './planning';
import { checkOgImage, checkOgTags, checkPlace, type XssRun } from './xssPlaces';
import { buildData, type HostileBuild, type HostileText, keptTitle } from './xssTexts';

/*
 * The XSS table's visits of one build: the viewer and the planner it opens, the planner from a
 * share link, from a build file and from My Builds, and what a crawler reads of the viewer and
 * link pages (Open Graph tags and the preview image).
 */

/** A build of the table as saved: its texts, its id and its short public id. */
export interface SavedHostileBuild {
  build: HostileBuild;
  id: string;
  url: string;
}

/** The page's title heading holds the build's title. */
async function titleShown(page: Page, build: HostileBuild): Promise<void> {
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(build.title.shows);
}

/** The planner shows the build: its title, then its guide rendered under Preview. */
async function plannerShows(page: Page, build: HostileBuild): Promise<void> {
  await expect(page.getByTestId('planner')).toBeVisible();
  await titleShown(page, build);
  const guide = page.getByTestId('build-guide');
  await guide.getByRole('tab', { name: 'Preview' }).click();
  await expect(guide.getByText(build.guide.shows, { exact: true })).toBeVisible();
}

/** The texts a planner shows of a build. */
function plannerTexts(build: HostileBuild): HostileText[] {
  return [build.title, build.description, build.guide];
}

/**
 * The viewer, then (when `openInPlanner`) Open in planner from it, whose "Copied from" line
 * names the build, then the viewer's page as a crawler reads it and its preview image.
 */
export async function visitViewer(
  run: XssRun,
  request: APIRequestContext,
  saved: SavedHostileBuild,
  openInPlanner: boolean,
): Promise<void> {
  const { page } = run;
  const { build } = saved;
  await checkPlace(run, 'viewer', plannerTexts(build), async () => {
    await page.goto(`/build-viewer/${saved.url}`);
    await titleShown(page, build);
    await expect(page.getByText(build.guide.shows, { exact: true })).toBeVisible();
  });
  const copiedFrom: HostileText = { ...build.title, field: 'copied-from title' };
  if (openInPlanner) {
    await checkPlace(run, 'planner (copied)', [...plannerTexts(build), copiedFrom], async () => {
      await page.getByRole('button', { name: 'Open in planner' }).click();
      await plannerShows(page, build);
      await expect(page.getByTestId('build-origin')).toContainText('Copied from');
    });
  }
  const texts = [build.title, build.description];
  const image = await checkOgTags(
    request,
    run,
    'og tags (viewer)',
    `/build-viewer/${saved.url}`,
    texts,
  );
  await checkOgImage(request, run, 'og image (viewer)', image, texts);
}

/** The planner from the build's share link, and the link page as a crawler reads it. */
export async function visitShareLink(
  run: XssRun,
  request: APIRequestContext,
  build: HostileBuild,
  linkId: string,
): Promise<void> {
  const path = `/skill-trees?link=${linkId}`;
  await checkPlace(run, 'planner (link)', plannerTexts(build), async () => {
    await run.page.goto(path);
    await plannerShows(run.page, build);
  });
  const texts = [build.title, build.description];
  const image = await checkOgTags(request, run, 'og tags (link)', path, texts);
  await checkOgImage(request, run, 'og image (link)', image, texts);
}

/**
 * The planner importing the build as a file, which also says it was copied from a community
 * build whose title and author are hostile too (a file is the player's to write).
 */
export async function visitImportedFile(run: XssRun, build: HostileBuild): Promise<void> {
  const { page } = run;
  const [titlePayload] = build.title.payloads;
  const hostile = titlePayload?.text ?? build.title.text;
  const origin = { url: 'xssOrigin1', title: hostile, author: hostile };
  const originTexts: HostileText[] = [
    {
      field: 'copied-from title',
      text: hostile,
      payloads: build.title.payloads,
      shows: keptTitle(hostile),
    },
    { field: 'copied-from author', text: hostile, payloads: build.title.payloads, shows: hostile },
  ];
  await checkPlace(run, 'planner (file)', [...plannerTexts(build), ...originTexts], async () => {
    await (await menuAction(page, 'Import')).click();
    const dialog = page.getByRole('dialog', { name: 'Import Build' });
    await dialog.getByLabel('Choose a build file').setInputFiles({
      name: 'hostile.json',
      mimeType: 'application/json',
      buffer: Buffer.from(JSON.stringify(buildData(build, origin))),
    });
    await expect(dialog).toBeHidden();
    await plannerShows(page, build);
    await expect(page.getByTestId('build-origin')).toContainText('Copied from');
  });
}

/** A build's card on My Builds. */
function myBuildCard(page: Page, build: HostileBuild): Locator {
  return page
    .getByRole('list', { name: 'Saved builds' })
    .getByRole('article')
    .filter({ has: page.getByText(build.title.shows, { exact: true }) });
}

/** My Builds with every build of the batch, then each loaded into the planner from there. */
export async function visitMyBuilds(
  run: XssRun,
  saved: readonly SavedHostileBuild[],
): Promise<void> {
  const { page } = run;
  const cards = saved.flatMap(({ build }) => [build.title, build.description]);
  await checkPlace(run, 'my builds', cards, async () => {
    await page.goto('/my-builds');
    for (const { build } of saved) await expect(myBuildCard(page, build)).toBeVisible();
  });
  for (const { build } of saved) {
    await checkPlace(run, 'planner (saved)', plannerTexts(build), async () => {
      if (!page.url().endsWith('/my-builds')) await page.goto('/my-builds');
      await myBuildCard(page, build).getByRole('button', { name: 'Load' }).click();
      await plannerShows(page, build);
    });
  }
}
