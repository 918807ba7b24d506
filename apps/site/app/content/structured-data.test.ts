import { describe, expect, it } from 'vitest';
import { brand } from '../brand.ts';
import { articleJsonLd, breadcrumbListJsonLd, faqPageJsonLd } from './structured-data.ts';

const SITE = brand.siteUrl;
const facts = {
  path: '/learn/loan-types/fha-loans',
  title: 'FHA loans',
  description: 'How FHA loans work.',
  category: 'Loan types',
  keywords: ['fha', 'mip'],
  published: '2026-10-01',
  updated: '2026-11-13',
};

describe('articleJsonLd', () => {
  it('describes the article with its dates, written and published by the lender', () => {
    const lender = {
      '@type': 'Organization',
      '@id': `${SITE}/#organization`,
      name: brand.lenderName,
      url: `${SITE}/`,
      logo: { '@type': 'ImageObject', url: `${SITE}${brand.logo.src}` },
    };
    expect(articleJsonLd(facts, brand)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Article',
      '@id': `${SITE}/learn/loan-types/fha-loans#article`,
      headline: 'FHA loans',
      description: 'How FHA loans work.',
      url: `${SITE}/learn/loan-types/fha-loans`,
      mainEntityOfPage: `${SITE}/learn/loan-types/fha-loans`,
      inLanguage: 'en-US',
      articleSection: 'Loan types',
      keywords: 'fha, mip',
      datePublished: '2026-10-01',
      dateModified: '2026-11-13',
      author: lender,
      publisher: lender,
    });
  });
});

describe('breadcrumbListJsonLd', () => {
  it('numbers the trail from 1 with absolute URLs', () => {
    expect(
      breadcrumbListJsonLd(
        [
          { name: 'Home', path: '/' },
          { name: 'Learning center', path: '/learn' },
          { name: 'Loan types', path: '/learn/loan-types' },
        ],
        'https://lender.example',
      ),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'BreadcrumbList',
      itemListElement: [
        { '@type': 'ListItem', position: 1, name: 'Home', item: 'https://lender.example/' },
        {
          '@type': 'ListItem',
          position: 2,
          name: 'Learning center',
          item: 'https://lender.example/learn',
        },
        {
          '@type': 'ListItem',
          position: 3,
          name: 'Loan types',
          item: 'https://lender.example/learn/loan-types',
        },
      ],
    });
  });
});

describe('faqPageJsonLd', () => {
  it('lists each question with its accepted answer', () => {
    expect(
      faqPageJsonLd([{ question: 'What is MIP?', answer: 'FHA mortgage insurance.' }]),
    ).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'What is MIP?',
          acceptedAnswer: { '@type': 'Answer', text: 'FHA mortgage insurance.' },
        },
      ],
    });
  });

  it('is left out when there are no questions', () => {
    expect(faqPageJsonLd([])).toBeUndefined();
  });
});
