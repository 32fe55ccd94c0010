// The site editor (npm run edit) in Chromium, on a copy of the real site.yaml: a field edited and saved changes exactly
// its line; a mistake is shown on its field with its site.yaml:LINE:COL and nothing is written; the pages pass axe.
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadSiteFile } from '../../src/contract/loadSite.ts';
import { GUIDE, guideExample } from '../support/walkthrough.ts';
import { changedLines } from '../../src/edit/diff.ts';
import { axeViolations, chromiumOfThisWorker, newPage } from '../support/browser.ts';
import { editorOnCopy } from '../support/editor.ts';
import { pngHeaderOnly } from '../support/photos.ts';
import type { Editor } from '../../src/edit/server.ts';

let editor: Editor;
let siteFile: string;
let dir: string;
let page: Page;
let original: string;
let sopiTitleLine: number;
let sopiImageLine: number;

beforeAll(async () => {
  ({ editor, siteFile, dir } = await editorOnCopy('browser'));
  original = readFileSync(siteFile, 'utf8');
  // Where /Sopi's title and picture are in the copy: the editor's messages and diff must name these lines.
  const lines = original.split('\n');
  sopiTitleLine = lines.indexOf('    title: Pension Illustration (SOPI)') + 1;
  sopiImageLine = lines.findIndex((line) => line.startsWith('    image: { src: /images/products/sopi.svg')) + 1;
  expect(sopiTitleLine).toBeGreaterThan(0);
  expect(sopiImageLine).toBeGreaterThan(sopiTitleLine);
  page = await newPage(await chromiumOfThisWorker(), { viewport: { width: 1366, height: 900 } });
});
afterAll(async () => {
  await page?.context().close();
  await editor?.close();
});

/** The form of a page, opened fresh. */
async function open(at: string) {
  await page.goto(`${editor.url}${at}`);
  await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
}

describe('the editor in Chromium', () => {
  it('saves a new title of /Sopi as a change of that one line', async () => {
    await open('/edit/Sopi');
    const title = page.getByLabel('title', { exact: true }).first();
    expect(await title.inputValue()).toBe('Pension Illustration (SOPI)');
    await title.fill('Pension Cases Online (SOPI)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 1 line changed');
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      '-    title: Pension Illustration (SOPI)',
      '+    title: Pension Cases Online (SOPI)',
    ]);
    // The diff can be opened on the page.
    await page.getByText('Show what changed in site.yaml').click();
    expect(await page.locator('.diff .added').textContent()).toBe(
      ` ${sopiTitleLine} +     title: Pension Cases Online (SOPI)\n`,
    );
    writeFileSync(siteFile, original);
  });

  it('opening and saving a page of each kind and every other part unchanged leaves site.yaml byte for byte', async () => {
    // Every page's text is written back byte for byte by the writer itself (tests/editor-patch.test.ts); here the form
    // of one page of each kind, and of the other parts, is opened and saved as it came.
    const entries = [...original.matchAll(/^  - path: (\S+)\n    kind: (\S+)$/gm)];
    const oneOfEachKind = [...new Map(entries.map((m) => [m[2], m[1]])).values()];
    expect(oneOfEachKind.length).toBeGreaterThan(8);
    for (const at of [
      '/edit/_site',
      '/edit/_nav',
      '/edit/_footer',
      '/edit/_kinds',
      '/edit/_blocks',
      ...oneOfEachKind.map((p) => `/edit${p}`),
    ]) {
      await open(at);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').and(page.locator('.status')).textContent(), { message: at })
        .toBe('saved: 0 lines changed');
    }
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  }, 120_000);

  it('shows an empty title, a link to no page and a picture too large on their fields, and writes nothing', async () => {
    writeFileSync(path.join(dir, 'public/test-pictures/huge.png'), pngHeaderOnly(20000, 20000));
    await open('/edit/Sopi');
    const save = async () => {
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await expect
        .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
        .toBe('Not saved: 1 problem; nothing was written.');
      expect(readFileSync(siteFile, 'utf8')).toBe(original);
    };
    /** The problem shown on a field: it is marked invalid and described by the problem's words. */
    const problemOn = async (field: ReturnType<Page['getByLabel']>) => {
      expect(await field.getAttribute('aria-invalid')).toBe('true');
      const ids = (await field.getAttribute('aria-describedby'))!.split(' ');
      return (await Promise.all(ids.map((id) => page.locator(`#${id}`).textContent()))).join('\n');
    };
    const title = page.getByLabel('title', { exact: true }).first();
    await title.fill('');
    await save();
    expect(await problemOn(title)).toMatch(new RegExp(`^The page's name.*\\nsite\\.yaml:${sopiTitleLine}:\\d+ {2}\\S`));
    await title.fill('Pension Illustration (SOPI)');

    // The first feature's link: added, then pointed at a page that does not exist.
    const feature = page.getByRole('group', { name: 'features 1', exact: true });
    await feature.getByRole('button', { name: 'Add link' }).click();
    await feature.getByLabel('label', { exact: true }).fill('Read more');
    const to = feature.getByLabel('to', { exact: true });
    await to.fill('/NoSuchPage');
    await save();
    expect(await problemOn(to)).toMatch(/site\.yaml:\d+:\d+ {2}.*\/NoSuchPage/);
    await feature.getByRole('button', { name: 'Remove link' }).click();

    const src = page.getByRole('group', { name: 'image', exact: true }).getByLabel('src', { exact: true });
    await src.fill('/test-pictures/huge.png');
    await save();
    expect(await problemOn(src)).toMatch(new RegExp(`site\\.yaml:${sopiImageLine}:\\d+ {2}.*megapixels`));
  });

  it("offers a problem's or a warning's advice as a button that writes it into the field, and the page then saves", async () => {
    await open('/edit/Sopi');
    const src = page.getByRole('group', { name: 'image', exact: true }).getByLabel('src', { exact: true });
    await src.fill('\\images\\products\\sopi-new.svg');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('Not saved: 1 problem; nothing was written.');
    expect(
      await page.locator(`#${(await src.getAttribute('aria-describedby'))!.split(' ').at(-1)}`).textContent(),
    ).toMatch(new RegExp(`site\\.yaml:${sopiImageLine}:\\d+ {2}SCHEMA025 .*write /images/products/sopi-new\\.svg$`));
    await page.getByRole('button', { name: 'Write /images/products/sopi-new.svg', exact: true }).click();
    expect(await src.inputValue()).toBe('/images/products/sopi-new.svg');
    expect(await src.getAttribute('aria-invalid')).toBeNull();
    expect(await page.evaluate(() => document.activeElement?.id)).toBe(await src.getAttribute('id'));
    writeFileSync(
      path.join(dir, 'public/images/products/sopi-new.svg'),
      readFileSync(path.join(dir, 'public/images/products/sopi.svg')),
    );
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 1 line changed');
    const before = original.split('\n')[sopiImageLine - 1];
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      `-${before}`,
      `+${before.replace('/sopi.svg', '/sopi-new.svg')}`,
    ]);
    writeFileSync(siteFile, original);

    // A warning's advice too: a mailbox of the site's facts typed again in a text, saved, then written as its fact.
    await open('/edit/Sopi');
    const summary = page.getByLabel('summary', { exact: true });
    const typed = `${await summary.inputValue()} Write to info@vistaar-software.example.`;
    await summary.fill(typed);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 1 line changed');
    await page.getByRole('button', { name: 'Write $email:info', exact: true }).click();
    expect(await summary.inputValue()).toBe(typed.replace('info@vistaar-software.example', '$email:info'));
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 1 line changed');
    expect(readFileSync(siteFile, 'utf8')).toContain(' Write to $email:info.\n');
    writeFileSync(siteFile, original);
  });

  it('undoes a save from "Earlier versions", and the undo in turn', async () => {
    writeFileSync(siteFile, original);
    await open('/edit/Sopi');
    await page.getByLabel('title', { exact: true }).first().fill('Pension Cases Online (SOPI)');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent()).toBe('saved: 1 line changed');
    const saved = readFileSync(siteFile, 'utf8');

    await page.getByRole('link', { name: 'Earlier versions' }).click();
    await page.waitForURL(`${editor.url}/history`);
    // The newest version kept is the file as the save found it; what the save changed is shown with it.
    const now = page.locator('.versions > li').first();
    expect(await now.getByRole('heading').textContent()).toMatch(/^Now: saved at \d{1,2} \w{3} \d{4}, \d\d:\d\d:\d\d$/);
    expect(await now.locator('p').textContent()).toBe('site.yaml: 1 line changed');
    await now.getByText('Show what changed').click();
    expect(await now.locator('.added').textContent()).toBe(
      `${String(sopiTitleLine).padStart(5)} +     title: Pension Cases Online (SOPI)\n`,
    );
    expect(await axeViolations(page)).toEqual([]);
    const restore = page.getByRole('button', { name: 'Restore this version' }).first();
    expect(await restore.getAttribute('aria-describedby')).toMatch(/^v-/);
    await restore.click();
    await page.waitForURL(`${editor.url}/history?restored=*`);
    expect(await page.getByRole('status').textContent()).toMatch(
      /^Restored the version saved at .+\. What it replaced is kept: the first version below\.$/,
    );
    expect(readFileSync(siteFile, 'utf8')).toBe(original);

    // The restore was a save: the version it replaced (the new title) is the newest, and restoring it undoes the undo.
    const again = page.getByRole('button', { name: 'Restore this version' }).first();
    const id = (await again.getAttribute('data-restore'))!;
    await again.click();
    await page.waitForURL(`${editor.url}/history?restored=${id}`);
    expect(readFileSync(siteFile, 'utf8')).toBe(saved);
    writeFileSync(siteFile, original);
  });

  it("has no axe violations on the list of pages and on a page's form", async () => {
    await page.goto(`${editor.url}/`);
    expect(await axeViolations(page)).toEqual([]);
    await open('/edit/Sopi');
    expect(await axeViolations(page)).toEqual([]);
  });
});

describe('lists, new pages and renamed pages in the editor', () => {
  it('moves, removes and adds list entries, changing only their lines, and their Marathi follows them', async () => {
    const marathiFile = path.join(dir, 'site.mr.yaml');
    const marathi = readFileSync(marathiFile, 'utf8');
    await open('/edit/Sopi');
    await page.getByRole('button', { name: 'Move features 2 up' }).click();
    await page.getByRole('button', { name: 'Remove users 2' }).click();
    await page.getByRole('button', { name: 'Add to users' }).click();
    // The new entry's field has the focus.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('id'))).toBe(
      await page.getByLabel('users 4', { exact: true }).getAttribute('id'),
    );
    await page.keyboard.type('Treasury officers');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 4 lines changed');
    const after = readFileSync(siteFile, 'utf8');
    const sopi = (parse(after) as { pages: Record<string, any>[] }).pages.find((p) => p.path === '/Sopi')!;
    const before = (parse(original) as { pages: Record<string, any>[] }).pages.find((p) => p.path === '/Sopi')!;
    expect(sopi.product.users).toEqual([
      before.product.users[0],
      ...before.product.users.slice(2),
      'Treasury officers',
    ]);
    expect(sopi.product.features.map((f: { title: string }) => f.title).slice(0, 3)).toEqual([
      before.product.features[1].title,
      before.product.features[0].title,
      before.product.features[2].title,
    ]);
    expect(changedLines(original, after)).toEqual([
      '-        - Medical officers and clerks at Primary Health Centers',
      '+        - Treasury officers',
      '-        - title: Four case categories',
      '-          icon: document',
      '-          text: Separate workflows for service, family, voluntary retirement and forced retirement pension cases, each with its own document checklist.',
      '+        - title: Four case categories',
      '+          icon: document',
      '+          text: Separate workflows for service, family, voluntary retirement and forced retirement pension cases, each with its own document checklist.',
    ]);
    // In site.mr.yaml (these lists have no ids: their Marathi is kept in order), the removed user's Marathi went, and
    // each feature's moved with it: nothing is left translating another entry's English.
    const marathiAfter = readFileSync(marathiFile, 'utf8');
    expect(marathiAfter).not.toContain(`en: ${before.product.users[1]}\n`);
    const { problems, translations } = loadSiteFile(siteFile);
    expect(problems).toEqual([]);
    // The user added is the one text still in English.
    expect(translations!.summaries.join()).toMatch(
      /(\d+) of \1 pages in मराठी \(1 page with 1 text in English until translated\), 1 text to translate, 0 outdated/,
    );
    writeFileSync(siteFile, original);
    writeFileSync(marathiFile, marathi);
  });

  it('makes the "Add a product" entry of docs/guide/pages-and-products.md at /new/product, after the last product', async () => {
    const example = parse(guideExample(GUIDE.pages, '### Add a product'))[0] as Record<string, any>;
    writeFileSync(
      path.join(dir, 'public/images/products/fleet.svg'),
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#eef4f8"/></svg>',
    );
    await page.goto(`${editor.url}/`);
    await page.getByRole('link', { name: 'New product page' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    expect(new URL(page.url()).pathname).toBe('/new/product');
    const top = (name: string) => page.getByLabel(name, { exact: true }).first();
    await top('path').fill(example.path);
    await top('title').fill(example.title);
    await top('description').fill(example.description);
    await top('summary').fill(example.summary);
    const image = page.getByRole('group', { name: 'image', exact: true });
    await image.getByLabel('src', { exact: true }).fill(example.image.src);
    await image.getByLabel('alt', { exact: true }).fill(example.image.alt);
    const product = page.getByRole('group', { name: 'product', exact: true });
    await product.getByLabel('description', { exact: true }).fill(example.product.description);
    for (const [i, user] of (example.product.users as string[]).entries()) {
      await product.getByRole('button', { name: 'Add to users' }).click();
      await product.getByLabel(`users ${i + 1}`, { exact: true }).fill(user);
    }
    for (const [i, feature] of (
      example.product.features as { title: string; text: string; icon: string }[]
    ).entries()) {
      if (i > 0) await product.getByRole('button', { name: 'Add to features' }).click();
      const group = product.getByRole('group', { name: `features ${i + 1}`, exact: true });
      await group.getByLabel('title', { exact: true }).fill(feature.title);
      await group.getByLabel('text', { exact: true }).fill(feature.text);
      await group.getByLabel('icon', { exact: true }).selectOption(feature.icon);
    }
    await product.getByLabel('brochure', { exact: true }).selectOption('yes');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${editor.url}/edit${example.path}?saved=*`);
    const after = readFileSync(siteFile, 'utf8');
    // Only lines added: the comment that heads the pages after the products stays where it was, under the new one.
    expect(changedLines(original, after).every((line) => line.startsWith('+'))).toBe(true);
    const pages = (parse(after) as { pages: Record<string, any>[] }).pages;
    const index = pages.findIndex((p) => p.path === example.path);
    expect(pages[index]).toEqual(example);
    // After the last product, as the walk-through pastes it.
    expect(pages[index - 1].kind).toBe('product');
    expect(pages.slice(index + 1).some((p) => p.kind === 'product')).toBe(false);
    // validate passes, and the page is listed on /Products and /Sitemap.
    const { resolved, problems } = loadSiteFile(siteFile);
    expect(problems).toEqual([]);
    const built = resolved!.pages.find((p) => p.path === example.path)!;
    expect(built.title).toBe(example.title);
    const linksOf = (at: string) => JSON.stringify(resolved!.pages.find((p) => p.path === at)!.sections);
    expect(linksOf('/Products')).toContain(`"${example.path}"`);
    expect(linksOf('/Sitemap')).toContain(`"${example.path}"`);
    writeFileSync(siteFile, original);
  });

  it('keeps the old address of a renamed page as an alias, and leads the links to it to the new one', async () => {
    const marathiFile = path.join(dir, 'site.mr.yaml');
    const marathi = readFileSync(marathiFile, 'utf8');
    await open('/edit/Sopi');
    await page.getByLabel('path', { exact: true }).first().fill('/PensionIllustration');
    const keep = page.getByLabel('Keep the old address /Sopi working (it is added to aliases)');
    expect(await keep.isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${editor.url}/edit/PensionIllustration?saved=*`);
    const after = readFileSync(siteFile, 'utf8');
    // The links to /Sopi elsewhere (a card on /Products' neighbours, the home page) now name the new address.
    const links = original.split('\n').filter((l) => /[ "](\/Sopi)([",}#\s]|$)/.test(l) && !l.includes('path: /Sopi'));
    expect(links.length).toBeGreaterThan(0);
    expect(changedLines(original, after).sort()).toEqual(
      [
        '-  - path: /Sopi',
        '+  - path: /PensionIllustration',
        '+    aliases:',
        '+      - /Sopi',
        ...links.map((l) => `-${l}`),
        ...links.map((l) => `+${l.replace(/\/Sopi(?=[",}#\s]|$)/, '/PensionIllustration')}`),
      ].sort(),
    );
    expect(await page.getByRole('status').and(page.locator('.status')).textContent()).toMatch(
      new RegExp(
        `^saved: ${3 + links.length} lines changed; ${links.length} links? to /Sopi now leads? to /PensionIllustration$`,
      ),
    );
    // Its Marathi follows it: the page's entry in site.mr.yaml is under the new address, nothing else changed there,
    // and the site with both files passes validate, the page still translated.
    expect(changedLines(marathi, readFileSync(marathiFile, 'utf8'))).toEqual(['-  /Sopi:', '+  /PensionIllustration:']);
    const { problems, translations } = loadSiteFile(siteFile);
    expect(problems).toEqual([]);
    expect(translations!.summaries.join()).toMatch(/(\d+) of \1 pages in मराठी, 0 texts to translate, 0 outdated/);

    // Renamed back in one save: /Sopi is its own address again (no longer an alias), the address it had meanwhile is
    // kept working, and the links and the Marathi follow back.
    await page.getByLabel('path', { exact: true }).first().fill('/Sopi');
    expect(
      await page.getByLabel('Keep the old address /PensionIllustration working (it is added to aliases)').isChecked(),
    ).toBe(true);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await page.waitForURL(`${editor.url}/edit/Sopi?saved=*`);
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      '+    aliases:',
      '+      - /PensionIllustration',
    ]);
    expect(readFileSync(marathiFile, 'utf8')).toBe(marathi);
    expect(loadSiteFile(siteFile).problems).toEqual([]);
    writeFileSync(siteFile, original);
    writeFileSync(marathiFile, marathi);
  });

  it("uploads a picture into the folder of the page's pictures with a safe name, and the field names it", async () => {
    await open('/edit/Sopi');
    const image = page.getByRole('group', { name: 'image', exact: true });
    const svg =
      '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360"><rect width="480" height="360" fill="#cde"/></svg>';
    await image.getByLabel('Upload a picture for src').setInputFiles({
      name: 'WhatsApp Image 2026-11-20 at 10.15.32.svg',
      mimeType: 'image/svg+xml',
      buffer: Buffer.from(svg),
    });
    const src = image.getByLabel('src', { exact: true });
    await expect.poll(() => src.inputValue()).toBe('/images/products/whatsapp-image-2026-11-20-at-10-15-32.svg');
    expect(
      readFileSync(path.join(dir, 'public/images/products/whatsapp-image-2026-11-20-at-10-15-32.svg'), 'utf8'),
    ).toBe(svg);
    expect(await image.locator('img.thumb').getAttribute('src')).toBe(
      '/public/images/products/whatsapp-image-2026-11-20-at-10-15-32.svg',
    );
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect
      .poll(() => page.getByRole('status').and(page.locator('.status')).textContent())
      .toBe('saved: 1 line changed');
    expect(changedLines(original, readFileSync(siteFile, 'utf8'))).toEqual([
      '-    image: { src: /images/products/sopi.svg, alt: "A pension case file with a rupee coin, an approval seal and a chart of calculated amounts" }',
      '+    image: { src: /images/products/whatsapp-image-2026-11-20-at-10-15-32.svg, alt: "A pension case file with a rupee coin, an approval seal and a chart of calculated amounts" }',
    ]);
    writeFileSync(siteFile, original);
  });

  it('shows a picture-size warning on its field after saving, and in the list of pages linked to that field', async () => {
    const png = await sharp({ create: { width: 200, height: 150, channels: 3, background: '#cde' } })
      .png()
      .toBuffer();
    writeFileSync(path.join(dir, 'public/test-pictures/small.png'), png);
    await open('/edit/Sopi');
    const src = page.getByRole('group', { name: 'image', exact: true }).getByLabel('src', { exact: true });
    await src.fill('/test-pictures/small.png');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 30_000 }).toBe('saved: 1 line changed');
    const describedBy = (await src.getAttribute('aria-describedby'))!.split(' ');
    const words = (await Promise.all(describedBy.map((id) => page.locator(`#${id}`).textContent()))).join('\n');
    expect(words).toMatch(
      new RegExp(
        `site\\.yaml:${sopiImageLine}:\\d+ {2}FILE049 {2}warning: the picture "/test-pictures/small\\.png" is 200×150`,
      ),
    );

    await page.goto(`${editor.url}/`);
    const link = page.getByRole('link', { name: /warning: the picture "\/test-pictures\/small\.png" is 200×150/ });
    expect(await link.getAttribute('href')).toBe(`/edit/Sopi#at=${encodeURIComponent('["image","src"]')}`);
    await link.click();
    await page.getByRole('button', { name: 'Save', exact: true }).waitFor();
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.getAttribute('id')))
      .toBe(await src.getAttribute('id'));
    expect(await axeViolations(page)).toEqual([]);
    writeFileSync(siteFile, original);
  });

  it('adds a kind of page by its name, written as a new entry under kinds:, and removes it again', async () => {
    await open('/edit/_kinds');
    await page.getByLabel('Name of the new entry').fill('caseStudy');
    await page.getByRole('button', { name: 'Add entry' }).click();
    const kind = page.getByRole('group', { name: 'caseStudy', exact: true });
    await kind.getByLabel('template', { exact: true }).selectOption('StandardPage');
    await kind.getByLabel('nav', { exact: true }).selectOption('products');
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 30_000 }).toBe('saved: 3 lines changed');
    const lines = changedLines(original, readFileSync(siteFile, 'utf8'));
    expect(lines).toEqual(['+  caseStudy:', '+    template: StandardPage', '+    nav: products']);
    await page.getByRole('button', { name: 'Remove caseStudy' }).click();
    await page.getByRole('button', { name: 'Save', exact: true }).click();
    await expect.poll(() => page.locator('.status').textContent(), { timeout: 30_000 }).toBe('saved: 3 lines changed');
    expect(readFileSync(siteFile, 'utf8')).toBe(original);
  });
});
