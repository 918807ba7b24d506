// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import '@testing-library/jest-dom/vitest';
import { createRoutesStub, isRouteErrorResponse, useRouteError } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { parseArticle } from '../content/article.ts';
import { readArticleSources } from '../content/article-files.ts';
import { createLearningCenter } from '../content/catalog.ts';
import { articlePageData, categoryPageData, learnHomeData } from '../content/pages.server.ts';
import { learningCenterPages } from '../content/site-pages.ts';
import LearningArticle from './learn-article.tsx';
import LearningCategory from './learn-category.tsx';
import LearningCenter from './learn.tsx';

// These tests run as the browser would, where Vite leaves the article files out of the bundle;
// the loaders here read them from disk, as the server's bundle carries them.
const center = createLearningCenter(readArticleSources().map(parseArticle));

function NotFoundBoundary() {
  const error = useRouteError();
  return <p>{isRouteErrorResponse(error) ? `Status ${error.status}` : 'Other error'}</p>;
}

function renderAt(path: string) {
  const Stub = createRoutesStub([
    { path: '/learn', Component: LearningCenter, loader: () => learnHomeData(center) },
    {
      path: '/learn/:category',
      Component: LearningCategory,
      ErrorBoundary: NotFoundBoundary,
      loader: ({ params }) => {
        const page = categoryPageData(params.category ?? '', center);
        if (!page) throw new Response(null, { status: 404 });
        return page;
      },
    },
    {
      path: '/learn/:category/:article',
      Component: LearningArticle,
      ErrorBoundary: NotFoundBoundary,
      loader: ({ params }) => {
        const page = articlePageData(params.category ?? '', params.article ?? '', center, [
          {
            path: '/calculators/affordability',
            title: 'Affordability calculator',
            description: 'x',
            prerender: true,
          },
        ]);
        if (!page) throw new Response(null, { status: 404 });
        return page;
      },
    },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

afterEach(cleanup);

describe('the learning center page', () => {
  it('introduces the learning center, shows recent articles and links every category', async () => {
    renderAt('/learn');
    expect(await screen.findByRole('heading', { level: 1, name: 'Learning center' })).toBeVisible();

    const recent = screen.getByRole('region', { name: 'Recent articles' });
    const recentLinks = within(recent).getAllByRole('link');
    expect(recentLinks.map((link) => link.getAttribute('href'))).toEqual(
      center.recent(6).map((article) => article.path),
    );

    const topics = screen.getByRole('region', { name: 'Browse by topic' });
    for (const category of center.categories) {
      expect(within(topics).getByRole('link', { name: category.name })).toHaveAttribute(
        'href',
        category.path,
      );
    }
    expect(within(topics).getByText('4 articles')).toBeVisible();
  });
});

describe('a category page', () => {
  it('has the breadcrumb and the articles as cards under their subcategory headings', async () => {
    renderAt('/learn/buying');
    expect(await screen.findByRole('heading', { level: 1, name: 'Buying' })).toBeVisible();

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(within(breadcrumb).getByRole('link', { name: 'Learning center' })).toHaveAttribute(
      'href',
      '/learn',
    );
    expect(within(breadcrumb).getByText('Buying')).toHaveAttribute('aria-current', 'page');

    const group = screen.getByRole('region', { name: 'First-time buyers' });
    expect(
      within(group).getByRole('heading', { level: 3, name: /Buying your first home/ }),
    ).toBeVisible();
    expect(within(group).getByRole('link', { name: /Buying your first home/ })).toHaveAttribute(
      'href',
      '/learn/buying/buying-your-first-home',
    );
    expect(within(group).getByText('November 12, 2026').tagName).toBe('TIME');
  });

  it('answers 404 for a category that does not exist', async () => {
    renderAt('/learn/selling');
    expect(await screen.findByText('Status 404')).toBeVisible();
  });
});

describe('an article page', () => {
  it('has the breadcrumb, the title, the update date, the reading time and the body', async () => {
    renderAt('/learn/buying/buying-your-first-home');
    const title = await screen.findByRole('heading', { level: 1 });
    expect(title).toHaveTextContent('Buying your first home: a step-by-step guide');

    const breadcrumb = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(
      within(breadcrumb)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/', '/learn', '/learn/buying']);
    expect(within(breadcrumb).getByText(/step-by-step guide/)).toHaveAttribute(
      'aria-current',
      'page',
    );

    const header = title.closest('header') as HTMLElement;
    const time = within(header).getByText('November 12, 2026');
    expect(time).toHaveAttribute('datetime', '2026-11-12');
    expect(within(header).getByText(/5 minute read/)).toBeVisible();
    expect(screen.getByRole('heading', { level: 2, name: '5. Get preapproved' })).toHaveAttribute(
      'id',
      '5-get-preapproved',
    );
    // Links between articles lead to the article's own path.
    expect(screen.getByRole('link', { name: 'how much house you can afford' })).toHaveAttribute(
      'href',
      '/learn/buying/how-much-house-can-i-afford',
    );
  });

  it('shows "The steps at a glance" as a review stepper linked to each step', async () => {
    renderAt('/learn/buying/buying-your-first-home');
    const steps = await screen.findByRole('list', { name: 'The steps at a glance' });
    const links = within(steps).getAllByRole('link');
    expect(links).toHaveLength(11);
    expect(links[0]).toHaveTextContent('Work out your budget.');
    expect(links[0]).toHaveAttribute('href', '#1-work-out-your-budget');
    expect(document.getElementById('1-work-out-your-budget')).not.toBeNull();
  });

  it('shows comparison tables with a caption and header scopes', async () => {
    renderAt('/learn/loan-types/fixed-vs-adjustable-rate-mortgages');
    const table = await screen.findByRole('table', {
      name: 'Fixed-rate and adjustable-rate mortgages compared',
    });
    expect(
      within(table).getByRole('columnheader', { name: 'Adjustable-rate mortgage' }),
    ).toHaveAttribute('scope', 'col');
    expect(within(table).getByRole('rowheader', { name: 'Rate over time' })).toHaveAttribute(
      'scope',
      'row',
    );
  });

  it('has the FAQ, the related calculator when it has a page, and related articles', async () => {
    renderAt('/learn/buying/buying-your-first-home');
    const faq = await screen.findByRole('region', { name: 'Frequently asked questions' });
    const article = center.article('buying', 'buying-your-first-home');
    // An accordion (issue 35): each question a heading with a button that opens its answer.
    for (const entry of article?.faq ?? []) {
      expect(within(faq).getByRole('heading', { level: 3, name: entry.question })).toBeVisible();
      const question = within(faq).getByRole('button', { name: entry.question });
      expect(question).toHaveAttribute('aria-expanded', 'false');
      expect(within(faq).getByText(entry.answer)).not.toBeVisible();
      fireEvent.click(question);
      expect(question).toHaveAttribute('aria-expanded', 'true');
      expect(within(faq).getByText(entry.answer)).toBeVisible();
    }
    expect(screen.getByRole('link', { name: 'Affordability calculator' })).toHaveAttribute(
      'href',
      '/calculators/affordability',
    );
    const related = screen.getByRole('region', { name: 'Related articles' });
    expect(within(related).getAllByRole('link').length).toBeGreaterThan(0);
    expect(within(related).queryByRole('link', { name: /step-by-step guide/ })).toBeNull();
  });

  it('leaves the calculator link out when the calculator has no page', async () => {
    renderAt('/learn/refinancing/refinancing-your-mortgage');
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('region', { name: 'Work out your own numbers' })).toBeNull();
  });

  it.each(['/learn/buying/no-such-article', '/learn/refinancing/buying-your-first-home'])(
    'answers 404 for %s',
    async (path) => {
      renderAt(path);
      expect(await screen.findByText('Status 404')).toBeVisible();
    },
  );
});

describe('the site map in the browser', () => {
  it('has only the learning center home: the article files stay on the server', () => {
    expect(learningCenterPages().map((page) => page.path)).toEqual(['/learn']);
  });
});
