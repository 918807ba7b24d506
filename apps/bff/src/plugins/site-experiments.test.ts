import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { assignVariant, type Experiment } from '@lender/analytics';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HOME_HERO_COPY } from '../../../site/app/experiments/home-hero.ts';
import { buildApp } from '../app.ts';
import { defaultExperimentsFile, loadExperiments } from '../experiments/experiments-file.ts';
import { memoryDatabase, testConfig } from '../../test/helpers.ts';

// The real production build of apps/site, with the shipped experiments file (issue 26 part 6).
let app: FastifyInstance;
let homeHero: Experiment;
/** Two anonymous ids the hash puts in different variants. */
let ids: Record<string, string>;

beforeAll(async () => {
  homeHero = (await loadExperiments(defaultExperimentsFile())).find(
    (experiment) => experiment.key === 'home-hero',
  )!;
  ids = {};
  for (let index = 0; Object.keys(ids).length < homeHero.variants.length; index += 1) {
    const id = `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`;
    ids[assignVariant(homeHero, id).key] ??= id;
  }
  app = await buildApp({
    config: testConfig({ SEGMENT_KEY: 'test_write_key' }),
    database: await memoryDatabase(),
  });
});
afterAll(() => app.close());

const headline = (html: string) => /<h1 id="hero-title">(.*?)<\/h1>/.exec(html)?.[1];

describe('the home page hero experiment, rendered by the server', () => {
  it('renders each visitor the variant their anonymous id gives, in the first HTML', async () => {
    for (const variant of homeHero.variants) {
      const response = await app.inject({
        url: '/',
        headers: { cookie: `ajs_anonymous_id=${ids[variant.key]}` },
      });
      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('private, no-store');
      expect(response.body).toContain(`data-variant="${variant.key}"`);
      expect(headline(response.body)).toBe(HOME_HERO_COPY[variant.key]!.headline);
      // Remembered first-party, for the server only; the id is the visitor's own, not replaced.
      expect(response.headers['set-cookie']).toEqual([
        `experiments=home-hero:${variant.key}; Path=/; Max-Age=31536000; SameSite=Lax; HttpOnly`,
      ]);
    }
  });

  it('renders the same variant on every visit of the same id', async () => {
    const id = ids[homeHero.variants[1]!.key]!;
    const visits = await Promise.all(
      [1, 2, 3].map(() => app.inject({ url: '/', headers: { cookie: `ajs_anonymous_id=${id}` } })),
    );
    expect(new Set(visits.map((visit) => headline(visit.body))).size).toBe(1);
  });

  it('gives a first visitor an anonymous id and the variant it gives', async () => {
    const response = await app.inject({ url: '/' });
    const cookies = [response.headers['set-cookie']].flat().map(String);
    const id = /^ajs_anonymous_id=([\w-]+);/.exec(cookies[0] ?? '')?.[1];
    expect(id).toMatch(/^[\da-f-]{36}$/);
    const variant = assignVariant(homeHero, id!).key;
    expect(cookies[1]).toMatch(new RegExp(`^experiments=home-hero:${variant};`));
    expect(response.body).toContain(`data-variant="${variant}"`);
  });

  it('keeps the remembered variant for a client navigation (the page data)', async () => {
    const other = homeHero.variants[1]!.key;
    const response = await app.inject({
      url: '/_.data?_routes=routes%2Fhome',
      headers: {
        cookie: `ajs_anonymous_id=${ids[homeHero.variants[0]!.key]}; experiments=home-hero:${other}`,
      },
    });
    expect(response.statusCode).toBe(200);
    expect(response.body).toContain(other);
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('with Global Privacy Control: the control, not reportable, and no cookie set', async () => {
    const response = await app.inject({ url: '/', headers: { 'sec-gpc': '1' } });
    const control = homeHero.variants[0]!.key;
    expect(response.body).toContain(`data-variant="${control}"`);
    expect(response.body).toContain('\\"reportable\\",false');
    expect(response.headers['set-cookie']).toBeUndefined();
  });

  it('still serves pages without an experiment pre-rendered', async () => {
    const response = await app.inject({ url: '/licensing' });
    expect(response.statusCode).toBe(200);
    expect(response.headers.etag).toBeDefined();
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});

describe('with no experiment configured', () => {
  let plain: FastifyInstance;
  beforeAll(async () => {
    const dir = await mkdtemp(join(tmpdir(), 'experiments-'));
    await writeFile(join(dir, 'none.json'), '{"experiments":[]}');
    plain = await buildApp({
      config: testConfig({
        SEGMENT_KEY: 'test_write_key',
        EXPERIMENTS_FILE: join(dir, 'none.json'),
      }),
      database: await memoryDatabase(),
    });
  });
  afterAll(() => plain.close());

  it('serves the pre-rendered home page, the control, and sets no cookie', async () => {
    const response = await plain.inject({
      url: '/',
      headers: { cookie: `ajs_anonymous_id=${ids[homeHero.variants[1]!.key]}` },
    });
    expect(response.headers.etag).toBeDefined();
    expect(headline(response.body)).toBe(HOME_HERO_COPY[homeHero.variants[0]!.key]!.headline);
    expect(response.body).not.toContain('data-variant');
    expect(response.headers['set-cookie']).toBeUndefined();
  });
});
