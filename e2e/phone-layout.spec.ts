import { expect, test } from './support/test.ts';
import { SiteShell } from './pages/site-shell.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { openAsNewVisitor, PHONE } from './support/layout.ts';
import { TEMPLATE_PAGES } from './support/templates.ts';

// Issue 22, acceptance 1: on a 390 × 844 phone the page, not the shell, fills the screen. The
// header is one bar of at most 64 px, at most one banner shows, and at least 60 % of the window
// shows the page's content on arrival (a point counts when nothing of the shell is on it:
// header, banner or dialog). And nothing shifts as it loads (acceptance 4, CLS 0).

const HEADER_MAX_PX = 64;
const CONTENT_MIN_SHARE = 0.6;
/** SPEC-free choice of this test: the banner strip on a phone is at most 15 % of the window. */
const BANNER_MAX_SHARE = 0.15;

test.use({ viewport: PHONE });

test.describe('on a 390 × 844 phone', () => {
  for (const path of TEMPLATE_PAGES) {
    test(`${path}: compact header, one banner at most, the page fills 60 % of the screen`, async ({
      page,
    }) => {
      await page.addInitScript(() => {
        const shifts: string[] = [];
        Object.assign(window, { layoutShifts: shifts });
        type Box = { x: number; y: number; width: number; height: number };
        type Source = { node: Node | null; previousRect: Box; currentRect: Box };
        type Shift = { value: number; sources: Source[] };
        const box = ({ x, y, width, height }: Box) => `${x},${y} ${width}×${height}`;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as unknown as Shift[]) {
            const moved = entry.sources.map(
              ({ node, previousRect, currentRect }) =>
                `${node?.nodeName ?? '?'}.${(node as Element | null)?.className ?? ''} from ${box(previousRect)} to ${box(currentRect)}`,
            );
            shifts.push(`${entry.value.toFixed(4)}: ${moved.join(', ')}`);
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      await openAsNewVisitor(page, path);
      const shell = new SiteShell(page);

      // Nothing moves while the page loads, hydrates and shows its banner: CLS 0.
      const shifts = await page.evaluate(
        () => (window as unknown as { layoutShifts: string[] }).layoutShifts,
      );
      expect(shifts).toEqual([]);

      const header = await shell.header.boundingBox();
      expect(header?.height ?? Infinity).toBeLessThanOrEqual(HEADER_MAX_PX);

      const visibleBanners = await shell.banners.evaluateAll(
        (banners) => banners.filter((banner) => banner.getBoundingClientRect().height > 0).length,
      );
      expect(visibleBanners).toBeLessThanOrEqual(1);
      if (path !== '/subscribe') expect(visibleBanners, 'a new visitor sees a banner').toBe(1);
      const strip = page.locator('.site-banners');
      if (visibleBanners > 0) {
        expect((await strip.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(
          PHONE.height * BANNER_MAX_SHARE,
        );
      }

      // A grid of points over the window, 10 px apart.
      const contentShare = await page.evaluate(() => {
        const shell = 'body > header, .site-banners, [role="dialog"]';
        let content = 0;
        let all = 0;
        for (let y = 5; y < window.innerHeight; y += 10) {
          for (let x = 5; x < window.innerWidth; x += 10) {
            all += 1;
            const hit = document.elementFromPoint(x, y);
            if (hit && !hit.closest(shell)) content += 1;
          }
        }
        return content / all;
      });
      expect(contentShare).toBeGreaterThanOrEqual(CONTENT_MIN_SHARE);
    });
  }
});

// The 404 page is rendered per request and streamed, and a slow phone paints it before the
// rest of the HTML has arrived. With the main content stretched to fill the window, a footer
// painted half-parsed sat at the foot of the window and jumped up once the rest of it arrived
// (CLS 0.115, seen only on a busy CI machine). A CPU slowed six times paints it that way on most
// loads here; the footer must not move (the shell's other parts are the template test's).
test('/no-such-page on a slow phone: the footer does not move while the page arrives', async ({
  page,
}) => {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.addInitScript(() => {
    const moved: string[] = [];
    Object.assign(window, { footerShifts: moved });
    type Shift = { value: number; sources: { node: Node | null }[] };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as Shift[]) {
        if (entry.sources.some(({ node }) => node instanceof Element && node.closest('footer'))) {
          moved.push(entry.value.toFixed(4));
        }
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await openAsNewVisitor(page, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();

  const footerShifts = await page.evaluate(
    () => (window as unknown as { footerShifts: string[] }).footerShifts,
  );
  expect(footerShifts).toEqual([]);
});

test.describe('the phone header', () => {
  test('the menu opens with its button, takes focus in order, and Escape closes it', async ({
    page,
  }) => {
    await openAsNewVisitor(page, '/privacy');
    const shell = new SiteShell(page);
    await expect(shell.mainNavigation).toBeHidden();
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');

    await shell.menuButton.focus();
    await page.keyboard.press('Enter');

    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'true');
    await expect(shell.mainNavigation.getByRole('link', { name: 'Learning center' })).toBeVisible();
    await page.keyboard.press('Tab');
    await expect(
      shell.mainNavigation.getByRole('link', { name: 'Home', exact: true }),
    ).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(shell.mainNavigation).toBeHidden();
    await expect(shell.menuButton).toBeFocused();
  });

  test('a link in the menu goes to its page and closes the menu', async ({ page }) => {
    await openAsNewVisitor(page, '/');
    const shell = new SiteShell(page);
    await shell.openMenu();
    await shell.mainNavigation.getByRole('link', { name: 'Learning center' }).click();
    await expect(page).toHaveURL(/\/learn$/);
    await expect(shell.menuButton).toHaveAttribute('aria-expanded', 'false');
    await expect(shell.mainNavigation).toBeHidden();
  });

  test('the search button shows the search field, focused, with suggestions as on a desktop', async ({
    page,
  }) => {
    await openAsNewVisitor(page, '/');
    const shell = new SiteShell(page);
    await expect(shell.searchBox).toBeHidden();

    await shell.searchButton.click();

    const box = page.getByRole('banner').getByRole('combobox', { name: 'Search the site' });
    await expect(box).toBeFocused();
    await box.pressSequentially('refin', { delay: 30 });
    await expect(page.getByRole('option').first()).toBeVisible();
    await box.press('Escape'); // closes the suggestions
    await box.press('Escape'); // empties the box
    await box.press('Escape'); // closes the panel
    await expect(shell.searchBox).toBeHidden();
    await expect(shell.searchButton).toBeFocused();
  });

  test('axe finds no WCAG 2.2 AA violation with the menu closed, then open', async ({ page }) => {
    await openAsNewVisitor(page, '/');
    const shell = new SiteShell(page);
    await expectNoAxeViolations(page);
    await shell.openMenu();
    await expectNoAxeViolations(page);
    await shell.menuButton.click();
    await shell.searchButton.click();
    await expect(shell.searchBox).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('banners, one at a time', () => {
  test('the sales banner shows first; dismissing it shows the promo in its place', async ({
    page,
  }) => {
    await openAsNewVisitor(page, '/');
    const shell = new SiteShell(page);
    await expect(shell.banners).toHaveCount(1);
    const sales = page.getByRole('region', { name: 'Email updates' });
    await expect(sales).toBeVisible();

    await sales.getByRole('button', { name: 'Dismiss email updates' }).click();

    await expect(shell.banners).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Offer' })).toBeVisible();
    await expect(sales).toBeHidden();
  });
});
